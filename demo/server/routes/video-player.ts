// A local stand-in for a video provider's embed page (`/video-speler/embed/<id>`), so provider
// iframes in the demo never leave the machine. The player speaks the YouTube-style iframe protocol
// and reports every command it receives to `/video-speler/log`, which the tests read from the
// back end's received-request log.
import type { Backend } from '../backend';

const embedPage = (id: string, duration: number) => `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><title>Videospeler ${id}</title>
<link rel="stylesheet" href="/assets/site/video-speler.css"></head>
<body data-video-id="${id}" data-duration="${duration}">
<div class="speler" role="img" aria-label="Video ${id}"><span class="speler__tijd">0.0</span> s <span class="speler__status">gepauzeerd</span></div>
<script src="/assets/site/video-speler.js"></script>
</body></html>`;

export default function install(backend: Backend): void {
  backend.route('GET', /^\/video-speler\/embed\/([a-z0-9-]+)\/?$/, (request) => {
    const duration = Number(request.url.searchParams.get('duur') ?? '10');
    return {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      body: embedPage(request.match[1]!, Number.isFinite(duration) && duration > 0 ? duration : 10),
    };
  });
  backend.route('POST', /^\/video-speler\/log\/?$/, () => ({ status: 204 }));
  // The stand-in's oEmbed endpoint: the lightbox reads `thumbnail_url` for a video's thumbnail.
  backend.route('GET', /^\/video-speler\/oembed\/?$/, (request) => {
    const address = request.url.searchParams.get('url') ?? '';
    const id = /\/video-speler\/kijk\/([a-z0-9-]+)/.exec(address)?.[1];
    if (!id || request.url.searchParams.get('format') !== 'json') return { status: 404 };
    return {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'video',
        version: '1.0',
        title: `Video ${id}`,
        provider_name: 'Videospeler',
        thumbnail_url: `/assets/img/media/${id}.svg`,
        thumbnail_width: 120,
        thumbnail_height: 80,
      }),
    };
  });
}
