import { describe, expect, it, vi } from 'vitest';
import { formatDeepLink, parseDeepLink } from './deep-link';
import { declaredSize } from './item-size';
import { itemTypeOf } from './item-types';
import { extensionOf, galleryName, isMediaLink, loopAllowed } from './media-links';
import { shareUrl } from './share-links';
import { readRecognition } from './smart-recognition';
import { defaultProviders, oembedThumbnail, providerVideo } from './video-providers';
import { wheelDistance } from './wheel-navigation';

describe('which links the lightbox takes (SPEC section 5)', () => {
  it.each([
    ['/foto/fiets.JPG', true],
    ['/foto/fiets.jpeg?ver=2', true],
    ['https://cdn.example/clip.webm#t=3', true],
    ['/x.tif', true],
    ['/x.jfif', true],
    ['/video.mp4', true],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', true],
    ['https://youtu.be/dQw4w9WgXcQ', true],
    ['https://vimeo.com/76979871', true],
    ['/fietsroutes/', false],
    ['/bestand.pdf', false],
    ['/map.jpg/pagina', false],
  ])('%s → %s', (href, expected) => {
    expect(isMediaLink(href, 'https://www.despaak.nl/')).toBe(expected);
  });

  it('reads extensions from the path only', () => {
    expect(extensionOf('/a.b/c')).toBe('');
    expect(extensionOf('/a/c.PNG?x=1.jpg')).toBe('png');
  });

  it("takes the gallery name from the theme's data-rel; a bare iLightbox is a single link", () => {
    expect(galleryName('iLightbox[routes]')).toBe('routes');
    expect(galleryName('iLightbox')).toBeNull();
    expect(galleryName(null)).toBeNull();
  });

  it('loops only when asked and with at least 3 items', () => {
    expect(loopAllowed(true, 3)).toBe(true);
    expect(loopAllowed(true, 2)).toBe(false);
    expect(loopAllowed(false, 10)).toBe(false);
  });
});

describe('deep links `<gallery>/<index>`', () => {
  it('round-trips and refuses anything else', () => {
    expect(parseDeepLink('#routes/2')).toEqual({ name: 'routes', index: 2 });
    expect(formatDeepLink({ name: 'voorjaar', index: 0 })).toBe('voorjaar/0');
    for (const hash of ['#routes', '#/2', '#routes/x', '#ro utes/1', ''])
      expect(parseDeepLink(hash)).toBeNull();
  });
});

describe('sizes and share links', () => {
  it('takes a declared size only when both sides are positive numbers', () => {
    const link = document.createElement('a');
    link.setAttribute('data-width', '1200');
    link.setAttribute('data-height', '800');
    expect(declaredSize(link)).toEqual({ width: 1200, height: 800 });
    link.setAttribute('data-height', 'hoog');
    expect(declaredSize(link)).toBeNull();
  });

  it('fills the templates with the encoded address and title', () => {
    expect(
      shareUrl('https://x.com/intent/post?url={url}&text={title}', 'https://a.nl/f o.svg', 'Zon & zee'),
    ).toBe('https://x.com/intent/post?url=https%3A%2F%2Fa.nl%2Ff%20o.svg&text=Zon%20%26%20zee');
  });
});

describe('video providers', () => {
  it('a YouTube address yields its id, the player address and the clean address for oEmbed', () => {
    const video = providerVideo(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PL1&t=42s#uitleg',
      defaultProviders,
    );
    expect(video?.provider.name).toBe('youtube');
    expect(video?.id).toBe('dQw4w9WgXcQ');
    expect(video?.embedUrl).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?enablejsapi=1&rel=0');
    expect(video?.cleanUrl).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(providerVideo('https://youtu.be/dQw4w9WgXcQ', defaultProviders)?.id).toBe('dQw4w9WgXcQ');
  });

  it('Vimeo ids are numbers; other addresses and broken patterns are no provider', () => {
    expect(providerVideo('https://vimeo.com/76979871', defaultProviders)?.embedUrl).toBe(
      'https://player.vimeo.com/video/76979871?api=1',
    );
    expect(providerVideo('https://example.nl/watch?v=dQw4w9WgXcQ', defaultProviders)).toBeNull();
    expect(
      providerVideo('https://example.nl/x', [{ name: 'kapot', pattern: '(', embed: '', oembed: '' }]),
    ).toBeNull();
  });

  it('only an 11-character id asks oEmbed for a thumbnail', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: URL) => {
      calls.push(String(url));
      return new Response(
        JSON.stringify({ thumbnail_url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg' }),
      );
    });
    const vimeo = providerVideo('https://vimeo.com/76979871', defaultProviders)!;
    expect(await oembedThumbnail(vimeo)).toBeUndefined();
    const youtube = providerVideo('https://www.youtube.com/watch?v=dQw4w9WgXcQ', defaultProviders)!;
    expect(await oembedThumbnail(youtube)).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(calls).toEqual([
      'https://www.youtube.com/oembed?url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3DdQw4w9WgXcQ&format=json',
    ]);
    vi.unstubAllGlobals();
  });

  it('an oEmbed answer without a usable thumbnail address gives none', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ thumbnail_url: 'javascript:alert(1)' })),
    );
    const video = providerVideo('https://youtu.be/abcdefghijk', defaultProviders)!;
    expect(await oembedThumbnail(video)).toBeUndefined();
    vi.unstubAllGlobals();
  });
});

describe('item types', () => {
  const link = (href: string, type?: string) => {
    const element = document.createElement('a');
    element.setAttribute('href', href);
    if (type) element.dataset.type = type;
    return element;
  };
  it('declared types win; otherwise provider → iframe, video file → video, else image', () => {
    expect(itemTypeOf(link('#kaart', 'inline'), defaultProviders)).toBe('inline');
    expect(itemTypeOf(link('/x', 'AJAX'), defaultProviders)).toBe('ajax');
    expect(itemTypeOf(link('/x.jpg', 'onzin'), defaultProviders)).toBe('image');
    expect(itemTypeOf(link('https://youtu.be/abcdefghijk'), defaultProviders)).toBe('iframe');
    expect(itemTypeOf(link('/film.webm'), defaultProviders)).toBe('video');
    expect(itemTypeOf(link('/foto.png'), defaultProviders)).toBe('image');
  });
});

describe('smart recognition answers (SPEC section 7)', () => {
  const base = 'https://fietsclub.example/fotogalerij/bijlage/x/';
  it('a recognised photo: type, absolute address, size, thumbnail and the shared url', () => {
    expect(
      readRecognition(
        {
          status: 200,
          url: '/fotogalerij/bijlage/x/',
          results: {
            type: 'image',
            source: { src: '/a.jpg', width: '800', height: 600, thumbnail: '/t.jpg' },
          },
        },
        base,
      ),
    ).toEqual({
      type: 'image',
      src: 'https://fietsclub.example/a.jpg',
      size: { width: 800, height: 600 },
      thumbnail: 'https://fietsclub.example/t.jpg',
      sources: { webm: undefined, h264: undefined, ogg: undefined },
      poster: undefined,
      url: 'https://fietsclub.example/fotogalerij/bijlage/x/',
    });
  });

  it('images alone make a photo, html5video alone a video', () => {
    expect(readRecognition({ status: 200, images: ['/b.png'] }, base)).toMatchObject({
      type: 'image',
      src: 'https://fietsclub.example/b.png',
      size: undefined,
    });
    expect(
      readRecognition({ status: 200, html5video: { h264: '/f.mp4', poster: '/p.jpg' } }, base),
    ).toMatchObject({
      type: 'video',
      sources: { h264: 'https://fietsclub.example/f.mp4' },
      poster: 'https://fietsclub.example/p.jpg',
    });
  });

  it.each([
    ['another status', { status: 404, images: ['/b.png'] }],
    ['a string status', { status: 'ok' }],
    ['an unknown type without anything to show', { status: 200, results: { type: 'panorama' } }],
    ['an iframe without an address', { status: 200, results: { type: 'iframe', source: {} } }],
    ['not an object', 'hallo'],
    ['null', null],
    ['an array', [200]],
  ])('%s recognises nothing', (_, answer) => {
    expect(readRecognition(answer, base)).toBeNull();
  });
});

describe('wheel distance', () => {
  const options = { lineHeightPx: 16, stepPx: 40, gestureGapMs: 200 };
  it('pixels as they come, lines at the line height, the larger axis wins', () => {
    expect(wheelDistance({ deltaX: 0, deltaY: 100, deltaMode: 0 }, options)).toBe(100);
    expect(wheelDistance({ deltaX: 0, deltaY: -3, deltaMode: 1 }, options)).toBe(-48);
    expect(wheelDistance({ deltaX: 30, deltaY: 4, deltaMode: 0 }, options)).toBe(30);
  });
});
