// The constants of SPEC section 9 are the defaults visitors get: each module's settings, read with
// nothing configured, must give exactly these values. (Browser tests shorten timings through the
// same settings; this is where the defaults themselves are checked.)
import { describe, expect, it } from 'vitest';
import { defaultTimeoutMs } from '../../antispam-platform/platform-call';
import type { Site } from '../../kernel/contract';
import anchorScroll from '../../modules/anchor-scroll';
import antispamForms from '../../modules/antispam-forms';
import backgroundSlider from '../../modules/background-slider';
import blog from '../../modules/blog';
import fullSections from '../../modules/full-sections';
import lightbox from '../../modules/lightbox';
import parallax from '../../modules/parallax';
import scrollSections from '../../modules/scroll-sections';
import slider from '../../modules/slider';
import sticky from '../../modules/sticky';
import verticalMenu from '../../modules/vertical-menu';

const site = { platform: {}, settings: {}, kernel: {}, editor: false } as unknown as Site;
// biome-ignore lint/suspicious/noExplicitAny: each module's settings type differs; the test reads plain values.
const defaultsOf = (module: { settings?: (site: Site) => unknown }) => module.settings?.(site) as any;

describe('SPEC section 9 constants are the defaults', () => {
  it('platform calls time out after 15000 ms', () => {
    expect(defaultTimeoutMs).toBe(15_000);
  });

  it('anti-spam: visible fields 1 s after load, at most 10 native cookies, 64-character tokens', () => {
    const settings = defaultsOf(antispamForms);
    expect(settings.visibleFieldsDelayMs).toBe(1000);
    expect(settings.nativeVisibleFieldsCookies).toBe(10);
    expect(settings.botTokenLength).toBe(64);
    expect(settings.storageLifetimeS).toBe(86_400);
  });

  it('sticky elements are measured again 350 ms after a resize', () => {
    expect(defaultsOf(sticky).resizeDebounceMs).toBe(350);
  });

  it('slider speed 7000 ms; background slider delay 5000 ms, animation 800 ms', () => {
    expect(defaultsOf(slider).speed).toBe(7000);
    const background = defaultsOf(backgroundSlider);
    expect([background.delay, background.speed]).toEqual([5000, 800]);
  });

  it('infinite scroll: buffer 40 px, extra scroll 150 px, animation 800 ms', () => {
    const settings = defaultsOf(blog);
    expect([settings.bufferPx, settings.extraScrollPx, settings.animationMs]).toEqual([40, 150, 800]);
  });

  it('parallax velocity 0.3; vertical menu slide 600 ms (the theme’s "slow"); scroll-spy offset 10', () => {
    expect(defaultsOf(parallax).velocity).toBe(0.3);
    expect(defaultsOf(verticalMenu).slideMs).toBe(600);
    expect(defaultsOf(anchorScroll).spyOffset).toBe(10);
  });

  it('scroll sections: break point 800 px, sensitivity 450 ms plus 50 ms; Swiper sections the same break point', () => {
    const settings = defaultsOf(scrollSections);
    expect([settings.contentBreakPoint, settings.scrollSensitivityMs, settings.clickDelayMs]).toEqual([
      800, 450, 50,
    ]);
    expect(defaultsOf(fullSections).contentBreakPoint).toBe(800);
  });

  it('lightbox: dark skin, overlay 0.83, slideshow 5000 ms, loop off, speeds 100/400/800, video 1280 × 720, hidden frame 1.5 s', () => {
    const settings = defaultsOf(lightbox);
    expect(settings.skin).toBe('dark');
    expect(settings.overlayOpacity).toBe(0.83);
    expect(settings.slideshowSpeedMs).toBe(5000);
    expect(settings.loop).toBe(false);
    expect(settings.autoplay).toBe(false);
    expect(settings.speeds).toEqual({ fast: 100, normal: 400, slow: 800 });
    expect(settings.defaultSize).toEqual({ width: 1280, height: 720 });
    expect(settings.hiddenFrameMs).toBe(1500);
  });
});
