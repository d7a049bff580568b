// The module's work on <html>: the classes of the browser added once, those the theme's own scripts
// set already left to them, Modernizr's no-js swap, and switching off takes back only its own.
import { afterEach, describe, expect, test, vi } from 'vitest';
import themeBase from './index';

const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const root = document.documentElement;
const start = () => themeBase.init!({} as never) as unknown as () => void;

afterEach(() => {
  vi.restoreAllMocks();
  root.className = '';
});

describe('theme-base on <html>', () => {
  test("adds the browser's classes, swaps no-js, and takes back only its own when switched off", () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(android);
    root.className = 'avada-html-layout-wide no-js ua-chrome';
    const stop = start();
    expect([...root.classList]).toEqual(['avada-html-layout-wide', 'js', 'ua-chrome', 'ua-mobile']);
    expect(root.getAttribute('data-useragent')).toBe(android);
    stop();
    expect(root.hasAttribute('data-useragent')).toBe(false);
    // ua-chrome was there before (the theme's cssua in the live editor): it stays.
    expect([...root.classList]).toEqual(['avada-html-layout-wide', 'no-js', 'ua-chrome']);
  });

  test('a page without no-js gets no js class', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(android);
    const stop = start();
    expect(root.classList.contains('js')).toBe(false);
    stop();
    expect(root.className).toBe('');
  });
});
