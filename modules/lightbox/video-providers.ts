// Video providers (SPEC sections 2, 5 and 7): a provider address becomes an embedded player in the
// lightbox, and its thumbnail comes from the provider's oEmbed answer. Providers are settings, so a
// site adds one (the demo's local player) without code. Each pattern's first group is the video id.
export interface VideoProvider {
  name: string;
  /** Regular expression source matched against the absolute address; group 1 is the video id. */
  pattern: string;
  /** Player address; `{id}` is replaced by the video id. */
  embed: string;
  /** oEmbed endpoint; `{url}` is replaced by the clean video address (URL-encoded). */
  oembed: string;
}

export const defaultProviders: VideoProvider[] = [
  {
    name: 'youtube',
    pattern:
      '^https?://(?:www\\.|m\\.)?(?:youtube\\.com/(?:watch\\?(?:.*&)?v=|embed/|shorts/)|youtu\\.be/)([\\w-]+)',
    embed: 'https://www.youtube-nocookie.com/embed/{id}?enablejsapi=1&rel=0',
    oembed: 'https://www.youtube.com/oembed?url={url}&format=json',
  },
  {
    name: 'vimeo',
    pattern: '^https?://(?:www\\.|player\\.)?vimeo\\.com/(?:video/)?(\\d+)',
    embed: 'https://player.vimeo.com/video/{id}?api=1',
    oembed: 'https://vimeo.com/api/oembed.json?url={url}',
  },
];

/** SPEC section 5: only an 11-character video id produces a thumbnail. */
export const thumbnailIdLength = 11;

export interface ProviderVideo {
  provider: VideoProvider;
  id: string;
  /** The player address for the iframe. */
  embedUrl: string;
  /** The address without tracking or playlist parameters, as oEmbed wants it. */
  cleanUrl: string;
}

function compiled(provider: VideoProvider): RegExp | null {
  try {
    return new RegExp(provider.pattern, 'i');
  } catch {
    return null;
  }
}

export function providerVideo(
  href: string,
  providers: readonly VideoProvider[],
  base = location.href,
): ProviderVideo | null {
  let absolute: URL;
  try {
    absolute = new URL(href, base);
  } catch {
    return null;
  }
  for (const provider of providers) {
    const id = compiled(provider)?.exec(absolute.href)?.[1];
    if (!id) continue;
    const clean = new URL(absolute.href);
    clean.hash = '';
    // The video parameter stays; playlists, start times and tracking do not belong in oEmbed.
    for (const key of [...clean.searchParams.keys()]) if (key !== 'v') clean.searchParams.delete(key);
    return {
      provider,
      id,
      embedUrl: new URL(provider.embed.replaceAll('{id}', encodeURIComponent(id)), base).href,
      cleanUrl: clean.href,
    };
  }
  return null;
}

const thumbnails = new Map<string, Promise<string | undefined>>();

/**
 * The provider's thumbnail for a video, from its oEmbed answer (`thumbnail_url`), or undefined when
 * the id is not 11 characters, the call fails or the answer is not usable. One call per video.
 */
export function oembedThumbnail(video: ProviderVideo, base = location.href): Promise<string | undefined> {
  if (video.id.length !== thumbnailIdLength) return Promise.resolve(undefined);
  const endpoint = video.provider.oembed.replaceAll('{url}', encodeURIComponent(video.cleanUrl));
  let answer = thumbnails.get(endpoint);
  if (!answer) {
    answer = fetch(new URL(endpoint, base), { credentials: 'omit' })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((data: unknown) => {
        const url = (data as { thumbnail_url?: unknown } | undefined)?.thumbnail_url;
        if (typeof url !== 'string') return undefined;
        const parsed = new URL(url, base);
        return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
      })
      .catch(() => undefined);
    thumbnails.set(endpoint, answer);
  }
  return answer;
}
