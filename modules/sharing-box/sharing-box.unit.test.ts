import { describe, expect, test } from 'vitest';
import { pageAddress } from './copy-link';
import { mobileSharer } from './mobile-sharer';

describe('sharing-box: the address the copy link copies', () => {
  test('origin and path, no query and no fragment, as the theme copies it', () => {
    expect(pageAddress({ origin: 'https://despaak.example', pathname: '/blog/winterbanden/' })).toBe(
      'https://despaak.example/blog/winterbanden/',
    );
  });
});

describe("sharing-box: Facebook's mobile sharer", () => {
  test('the desktop sharer moves to the mobile site, its query kept', () => {
    expect(mobileSharer('https://www.facebook.com/sharer.php?u=https%3A%2F%2Fx.example%2F&t=Hoi')).toBe(
      'https://m.facebook.com/sharer.php?u=https%3A%2F%2Fx.example%2F&t=Hoi',
    );
  });
  test('any other address stays', () => {
    expect(mobileSharer('https://x.com/intent/post?url=x')).toBeNull();
    expect(mobileSharer('https://m.facebook.com/sharer.php?u=x')).toBeNull();
    expect(mobileSharer('https://www.facebook.com/despaak')).toBeNull();
  });
});
