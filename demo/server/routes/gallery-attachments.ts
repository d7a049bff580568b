// Attachment pages of the photo gallery, as the CMS prints them: a page per uploaded file. Asked
// with `Accept: application/json` they answer what the lightbox's smart recognition reads (SPEC
// section 7: status, url, results with type and source, images, html5video); a visitor without the
// lightbox gets the plain attachment page.
import type { Backend } from '../backend';

interface Attachment {
  title: string;
  answer: Record<string, unknown>;
}

const attachments: Record<string, Attachment> = {
  grevelingen: {
    title: 'Grevelingendam bij zonsondergang',
    answer: {
      status: 200,
      url: '/fotogalerij/bijlage/grevelingen/',
      results: {
        type: 'image',
        source: {
          src: '/assets/img/galerij/waddendijk.svg',
          width: 1600,
          height: 600,
          thumbnail: '/assets/img/galerij/waddendijk.svg',
          type: 'image/svg+xml',
        },
      },
      images: ['/assets/img/galerij/waddendijk.svg'],
    },
  },
  polderfilm: {
    title: 'Door de polder (film)',
    answer: {
      status: 200,
      url: '/fotogalerij/bijlage/polderfilm/',
      results: { type: 'video', source: { width: 1280, height: 720, type: 'video/webm' } },
      html5video: { webm: '/assets/video/polder.webm', poster: '/assets/img/galerij/veluwe.svg' },
    },
  },
  // The file was removed: the server recognises nothing.
  verdwenen: { title: 'Verwijderde foto', answer: { status: 404 } },
};

const page = (title: string) => `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><title>${title}</title></head>
<body><main><h1>${title}</h1><p><a href="/fotogalerij/foto-van-de-week/">Terug naar de foto van de week</a></p></main></body></html>`;

export default function install(backend: Backend): void {
  backend.route('GET', /^\/fotogalerij\/bijlage\/([a-z-]+)\/?$/, (request) => {
    const attachment = attachments[request.match[1] ?? ''];
    const accept = String(request.headers.accept ?? '');
    if (accept.includes('application/json')) {
      return {
        headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
        body: JSON.stringify(attachment?.answer ?? { status: 404 }),
      };
    }
    if (!attachment) return { status: 404, body: 'Niet gevonden' };
    return {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      body: page(attachment.title),
    };
  });
}
