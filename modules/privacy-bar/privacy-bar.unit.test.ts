import { afterEach, describe, expect, test } from 'vitest';
import { readConsents, saveConsents } from './consent-cookie';
import { fitPlaceholder, releaseEmbeds } from './held-back-embeds';

const cookie = { name: 'privacy_embeds', days: 30, path: '/' };

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: clearing what the code under test wrote
  document.cookie = 'privacy_embeds=;expires=Thu, 01 Jan 1970 00:00:00 GMT;path=/';
  document.body.innerHTML = '';
});

describe('the consent cookie', () => {
  test('reads the theme’s comma list, encoded or not, and keeps only the theme’s identifiers', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the theme's own cookie line
    document.cookie = 'privacy_embeds=consent%2Cyoutube,gmaps;path=/';
    expect(readConsents(cookie)).toEqual(['consent', 'youtube', 'gmaps']);
    expect(saveConsents(cookie, ['consent', 'vimeo', 'vimeo', 'x;domain=evil.example'])).toBe(true);
    expect(readConsents(cookie)).toEqual(['consent', 'vimeo']);
    expect(readConsents({ ...cookie, name: 'other' })).toEqual([]);
  });
});

describe('held-back embeds', () => {
  test('an iframe gets its address, its placeholder and boxes follow; a javascript: address is refused', () => {
    document.body.innerHTML = `
      <iframe data-privacy-type="youtube" src="" data-privacy-src="https://www.youtube.com/embed/abc" class="fusion-hidden"></iframe>
      <div class="fusion-privacy-placeholder" data-privacy-type="youtube"><a class="fusion-privacy-consent" data-privacy-type="youtube"></a></div>
      <iframe data-privacy-type="vimeo" src="" data-privacy-src="javascript:alert(1)" class="fusion-hidden"></iframe>
      <input type="checkbox" id="bar-youtube">`;
    releaseEmbeds('youtube');
    const [youtube, vimeo] = document.querySelectorAll('iframe');
    expect(youtube!.getAttribute('src')).toBe('https://www.youtube.com/embed/abc');
    expect(youtube!.classList.contains('fusion-hidden')).toBe(false);
    expect(document.querySelector('.fusion-privacy-placeholder')).toBeNull();
    expect(document.querySelector<HTMLInputElement>('#bar-youtube')!.checked).toBe(true);
    releaseEmbeds('vimeo');
    expect(vimeo!.getAttribute('src')).toBe('');
  });

  test('a facade takes its real tag; a held-back player comes back without scripts or handlers', () => {
    document.body.innerHTML = `
      <priv-fac-lite-youtube class="fusion-hidden" videoid="abc" data-privacy-type="youtube"><span>x</span></priv-fac-lite-youtube>
      <noscript data-privacy-video="true" data-privacy-type="youtube">&lt;div class="wp-video"&gt;&lt;script&gt;window.ran=1&lt;/script&gt;&lt;video onplay="window.ran=2" src="/v.mp4"&gt;&lt;/video&gt;&lt;/div&gt;</noscript>`;
    releaseEmbeds('youtube');
    const facade = document.querySelector('lite-youtube');
    expect(facade?.getAttribute('videoid')).toBe('abc');
    expect(facade?.classList.contains('fusion-hidden')).toBe(false);
    expect(facade?.textContent).toBe('x');
    const video = document.querySelector('.wp-video video');
    expect(video?.getAttribute('src')).toBe('/v.mp4');
    expect(video?.hasAttribute('onplay')).toBe(false);
    expect(document.querySelector('.wp-video script')).toBeNull();
  });

  test('a held-back script becomes a script element, in order; its holder goes', () => {
    document.body.innerHTML = `<noscript class="fusion-hidden" data-privacy-script="true" data-privacy-type="tracking" data-privacy-src="/stats.js"></noscript>`;
    releaseEmbeds('tracking');
    const script = document.querySelector<HTMLScriptElement>('script[src="/stats.js"]');
    expect(script?.async).toBe(false);
    expect(document.querySelector('noscript')).toBeNull();
  });

  test('a placeholder after an iframe is wrapped with it in a box of its proportions', () => {
    document.body.innerHTML = `<div class="video-shortcode"><iframe></iframe><div class="fusion-privacy-placeholder"></div></div>`;
    const placeholder = document.querySelector<HTMLElement>('.fusion-privacy-placeholder')!;
    Object.defineProperties(placeholder, { offsetWidth: { value: 600 }, offsetHeight: { value: 350 } });
    fitPlaceholder(placeholder);
    const wrapper = placeholder.parentElement!;
    expect(wrapper.className).toBe('fluid-width-video-wrapper');
    expect(Number.parseFloat(wrapper.style.paddingTop)).toBeCloseTo(58.33, 1);
    expect(wrapper.querySelector('iframe')).not.toBeNull();
  });
});
