import { describe, expect, it } from 'vitest';
import { formatDeepLink, parseDeepLink } from './deep-link';
import { declaredSize } from './item-size';
import { extensionOf, galleryName, isMediaLink, loopAllowed } from './media-links';
import { shareUrl } from './viewer-extras';

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
