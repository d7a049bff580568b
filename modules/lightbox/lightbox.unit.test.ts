import { describe, expect, it, vi } from 'vitest';
import { formatDeepLink, parseDeepLink } from './deep-link';
import { declaredSize } from './item-size';
import { itemTypeOf } from './item-types';
import { extensionOf, galleryName, groupOf, isMediaLink, lightboxRel, loopAllowed } from './media-links';
import { shareUrl } from './share-links';
import { readRecognition } from './smart-recognition';
import { skinTone } from './theme-settings';
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
    ['/foto/tulpen.avif', true],
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

  it("groups by the theme's full relation, in data-rel or an older rel; bare names are single links", () => {
    const link = (attributes: Record<string, string>) => {
      const element = document.createElement('a');
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      return element;
    };
    expect(lightboxRel(link({ 'data-rel': 'iLightbox[gallery_image_1]', rel: 'noreferrer' }))).toBe(
      'iLightbox[gallery_image_1]',
    );
    expect(lightboxRel(link({ rel: 'prettyPhoto[fotoboek]' }))).toBe('prettyPhoto[fotoboek]');
    expect(lightboxRel(link({ rel: 'noopener' }))).toBeNull();
    expect(groupOf('iLightbox[routes]')).toBe('iLightbox[routes]');
    expect(groupOf('prettyPhoto[routes]')).toBe('prettyPhoto[routes]');
    expect(groupOf('iLightbox')).toBeNull();
    expect(groupOf('prettyPhoto')).toBeNull();
    expect(galleryName('iLightbox[routes]')).toBe('routes');
    expect(galleryName(null)).toBeNull();
  });

  it('loops only when asked and with at least 3 items', () => {
    expect(loopAllowed(true, 3)).toBe(true);
    expect(loopAllowed(true, 2)).toBe(false);
    expect(loopAllowed(false, 10)).toBe(false);
  });
});

describe('deep links', () => {
  it("reads the theme's format (the group's full relation, index from 0), percent-encoded too, and bare keys", () => {
    expect(parseDeepLink('#iLightbox[gallery_image_1]/2')).toEqual({
      name: 'iLightbox[gallery_image_1]',
      index: 2,
    });
    expect(parseDeepLink('#iLightbox%5Bgallery_image_1%5D/2')).toEqual({
      name: 'iLightbox[gallery_image_1]',
      index: 2,
    });
    expect(parseDeepLink('#prettyPhoto[flex_1]/0')).toEqual({ name: 'prettyPhoto[flex_1]', index: 0 });
    expect(parseDeepLink('#routes/2')).toEqual({ name: 'routes', index: 2 });
    expect(formatDeepLink({ name: 'iLightbox[gallery-1]', index: 0 })).toBe('iLightbox[gallery-1]/0');
    for (const hash of ['#routes', '#/2', '#routes/x', '#ro utes/1', '', '#iLightbox[a/b]/1', '#%E0%A4%A/1'])
      expect(parseDeepLink(hash)).toBeNull();
  });

  it("the registry's hash pattern loads the lightbox for both formats", async () => {
    const registry = (await import('../../registry.json')).default as {
      modules: { id: string; hash?: string }[];
    };
    const pattern = new RegExp(registry.modules.find((entry) => entry.id === 'lightbox')!.hash!);
    for (const hash of [
      'iLightbox[gallery_image_1]/2',
      'iLightbox%5Bgallery_image_1%5D/2',
      'prettyPhoto[x]/0',
      'routes/1',
    ])
      expect(pattern.test(hash), hash).toBe(true);
    for (const hash of ['iLightbox[gallery_image_1]', 'contact', 'voorlicht'])
      expect(pattern.test(hash), hash).toBe(false);
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

describe("the theme's settings (fusionLightboxVars, fusionLightboxVideoVars)", () => {
  const site = { platform: {}, settings: {}, kernel: {}, editor: false } as never;
  const withGlobals = async (vars: Record<string, unknown>, video: Record<string, unknown> = {}) => {
    const win = window as unknown as Record<string, unknown>;
    win.fusionLightboxVars = vars;
    win.fusionLightboxVideoVars = video;
    try {
      const lightbox = (await import('./index')).default;
      return lightbox.settings!(site);
    } finally {
      delete win.fusionLightboxVars;
      delete win.fusionLightboxVideoVars;
    }
  };

  it('maps the string flags, numbers, skin, texts, share links and video size', async () => {
    const settings = await withGlobals(
      {
        status_lightbox: '1',
        lightbox_gallery: '0',
        lightbox_skin: 'metro-white',
        lightbox_title: '',
        lightbox_arrows: '1',
        lightbox_slideshow_speed: '4000',
        lightbox_loop: '1',
        lightbox_autoplay: '1',
        lightbox_opacity: '0.90',
        lightbox_desc: '1',
        lightbox_social: '0',
        lightbox_deeplinking: '1',
        lightbox_post_images: '1',
        lightbox_animation_speed: 'Slow',
        lightbox_social_links: {
          facebook: { source: 'https://f.example/?u={URL}', text: 'Delen op Facebook' },
        },
        l10n: { close: 'Druk op Esc om te sluiten', next: 'Volgende', slideShow: 'Diavoorstelling' },
      },
      { lightbox_video_width: '1920', lightbox_video_height: '1080' },
    );
    expect(settings).toMatchObject({
      enabled: true,
      slideshow: false,
      skin: 'metro-white',
      title: false,
      slideshowSpeedMs: 4000,
      loop: true,
      slideshowAutoplay: true,
      overlayOpacity: 0.9,
      caption: true,
      social: false,
      deepLinking: true,
      postImages: true,
      animationSpeed: 'Slow',
      defaultSize: { width: 1920, height: 1080 },
      share: [{ label: 'Delen op Facebook', template: 'https://f.example/?u={url}' }],
    });
    expect(settings.texts).toMatchObject({
      close: 'Druk op Esc om te sluiten',
      next: 'Volgende',
      slideshowStart: 'Diavoorstelling',
      previous: 'Vorige',
    });
    expect(skinTone(settings.skin)).toBe('light');
    expect(skinTone('metro-black')).toBe('dark');
  });

  it('status_lightbox "0" switches it off; without the globals the defaults hold', async () => {
    expect((await withGlobals({ status_lightbox: '0' })).enabled).toBe(false);
    const lightbox = (await import('./index')).default;
    const settings = lightbox.settings!(site);
    expect(settings).toMatchObject({ enabled: true, skin: 'dark', overlayOpacity: 0.83, postImages: false });
  });
});
