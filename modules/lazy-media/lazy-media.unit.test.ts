// The lazysizes configuration from the settings, and what the module does to one element.
import { describe, expect, test } from 'vitest';
import { revealLazySource } from '../../theme-platform/lazy-source';
import { backgroundAddress, setBackground } from './background-image';
import type { LazyMediaSettings } from './index';
import { lazySizesConfig } from './lazysizes-config';
import { fitFrame, loadNatively, markState, reserveSpace } from './media-element';

const settings: LazyMediaSettings = {
  nativeLoading: false,
  minSize: 40,
  expandFactor: 1.5,
  expand: 0,
  throttle: 125,
  loadMode: 2,
  srcAttribute: 'data-orig-src',
  srcsetAttribute: 'data-srcset',
  breakpoints: { small: 640, medium: 1024 },
};
const breakpoints = settings.breakpoints;

describe('lazy media', () => {
  test('the SPEC constants reach lazysizes, and expand 0 leaves lazysizes its 500-or-370 rule', () => {
    const config = lazySizesConfig(settings);
    expect(config).toMatchObject({
      init: false,
      minSize: 40,
      expFactor: 1.5,
      throttleDelay: 125,
      loadMode: 2,
    });
    expect('expand' in config).toBe(false);
    expect(lazySizesConfig({ ...settings, expand: 800 }).expand).toBe(800);
    // The theme's image lazy loading: the real source in data-orig-src.
    expect(config).toMatchObject({ srcAttr: 'data-orig-src', srcsetAttr: 'data-srcset' });
  });

  test('a state replaces the previous one', () => {
    const img = document.createElement('img');
    img.className = 'lazyload album';
    markState(img, 'loading');
    expect(img.className).toBe('album lazyloading');
    markState(img, 'error');
    expect(img.className).toBe('album lazyerror');
  });

  test('width and height reserve the ratio; media without them are left alone', () => {
    const img = document.createElement('img');
    img.setAttribute('width', '800');
    img.setAttribute('height', '533');
    reserveSpace(img);
    expect(img.style.aspectRatio).toBe('800 / 533');
    const bare = document.createElement('img');
    reserveSpace(bare);
    expect(bare.style.aspectRatio).toBe('');
  });

  test('native loading gives images their source, set and sizes, and iframes their source', () => {
    const img = document.createElement('img');
    img.className = 'lazyload';
    img.setAttribute('data-orig-src', '/a.svg');
    img.setAttribute('data-srcset', '/a.svg 1x, /a2.svg 2x');
    img.setAttribute('data-orig-sizes', '(max-width: 800px) 100vw, 800px');
    loadNatively(img, settings);
    expect(img.getAttribute('src')).toBe('/a.svg');
    expect(img.getAttribute('srcset')).toBe('/a.svg 1x, /a2.svg 2x');
    expect(img.getAttribute('sizes')).toBe('(max-width: 800px) 100vw, 800px');
    expect(img.className).toBe('lazyloading');
    const frame = document.createElement('iframe');
    frame.className = 'lazyload';
    frame.setAttribute('data-orig-src', 'https://speler.example/embed/2');
    loadNatively(frame, settings);
    expect(frame.getAttribute('src')).toBe('https://speler.example/embed/2');
    expect(frame.className).toBe('lazyloading');
  });

  test('a responsive background uses its small or medium variant on such screens', () => {
    const banner = document.createElement('div');
    banner.setAttribute('data-bg', '/groot.svg');
    banner.setAttribute('data-bg-medium', '/middel.svg');
    banner.setAttribute('data-bg-small', '/klein.svg');
    expect(backgroundAddress(banner, 1280, breakpoints)).toBe('/groot.svg');
    expect(backgroundAddress(banner, 1024, breakpoints)).toBe('/middel.svg');
    expect(backgroundAddress(banner, 375, breakpoints)).toBe('/klein.svg');
    banner.removeAttribute('data-bg-small');
    expect(backgroundAddress(banner, 375, breakpoints)).toBe('/middel.svg');
  });

  test('the gradient is layered over the image; a gradient the browser refuses is left out', () => {
    const banner = document.createElement('div');
    banner.setAttribute(
      'data-bg-gradient',
      'linear-gradient(180deg, rgba(0,0,0,0.1) 0%, rgba(0,0,0,0.6) 100%)',
    );
    setBackground(banner, '/b.svg');
    expect(banner.style.backgroundImage).toMatch(/^linear-gradient\(.*\), url\(.*\/b\.svg"?\)$/);
    const odd = document.createElement('div');
    odd.setAttribute('data-bg-gradient', 'geen-kleurverloop(');
    setBackground(odd, '/b.svg');
    expect(odd.style.backgroundImage).toMatch(/^url\(.*\/b\.svg"?\)$/);
  });

  test('a lazy embed outside a FitVids wrapper takes its column width at its own ratio', () => {
    const frame = document.createElement('iframe');
    frame.setAttribute('width', '500');
    frame.setAttribute('height', '281');
    fitFrame(frame);
    expect([frame.style.width, frame.style.aspectRatio]).toEqual(['100%', '500 / 281']);
    const wrapped = document.createElement('iframe');
    wrapped.setAttribute('width', '600');
    wrapped.setAttribute('height', '350');
    const wrapper = document.createElement('div');
    wrapper.className = 'fluid-width-video-wrapper';
    wrapper.append(wrapped);
    fitFrame(wrapped);
    expect(wrapped.style.width).toBe('');
  });

  test('revealing a lazy source uses the theme attributes once and marks it loaded', () => {
    const frame = document.createElement('iframe');
    frame.className = 'lazyload';
    frame.setAttribute('data-orig-src', 'https://speler.example/embed/1');
    expect(revealLazySource(frame)).toBe(true);
    expect(frame.getAttribute('src')).toBe('https://speler.example/embed/1');
    expect(frame.className).toBe('lazyloaded');
    expect(revealLazySource(frame)).toBe(false);
  });
});
