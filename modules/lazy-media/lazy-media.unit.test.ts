// The lazysizes configuration from the settings, and what the module does to one element.
import { describe, expect, test } from 'vitest';
import type { LazyMediaSettings } from './index';
import { lazySizesConfig } from './lazysizes-config';
import { loadNow, markState, reserveSpace } from './media-element';

const settings: LazyMediaSettings = {
  nativeLoading: false,
  minSize: 40,
  expandFactor: 1.5,
  expand: 0,
  throttle: 125,
  loadMode: 2,
  srcAttribute: 'data-src',
  srcsetAttribute: 'data-srcset',
};

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

  test('loading now gives images their source and set, backgrounds their image', () => {
    const img = document.createElement('img');
    img.className = 'lazyload';
    img.setAttribute('data-src', '/a.svg');
    img.setAttribute('data-srcset', '/a.svg 1x, /a2.svg 2x');
    loadNow(img, settings);
    expect(img.getAttribute('src')).toBe('/a.svg');
    expect(img.getAttribute('srcset')).toBe('/a.svg 1x, /a2.svg 2x');
    expect(img.className).toBe('lazyloading');
    const banner = document.createElement('div');
    banner.className = 'lazyload';
    banner.setAttribute('data-bg', '/b.svg');
    loadNow(banner, settings);
    expect(banner.style.backgroundImage).toContain('/b.svg');
    expect(banner.className).toBe('lazyloaded');
  });
});
