// The Avada Slider's attributes and its height rule, and what a slide needs before it shows.
import { describe, expect, test } from 'vitest';
import { avadaSliderOptions } from './avada-slider-options';
import { showSlideContent, slideVideosFromPlaceholders } from './slide-content';
import { type SliderMeasures, sliderHeight } from './slider-height';

const sliderWith = (attributes: Record<string, string>) => {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
};

const measures: SliderMeasures = {
  fullScreen: false,
  screenHeight: 800,
  setHeight: 500,
  setWidth: 1200,
  availableWidth: 1280,
  contentHeight: 0,
  minHeight: 200,
  contentMargin: 40,
  minRatio: 0.5,
};

describe('avada slider', () => {
  test('attributes as Fusion Core prints them', () => {
    expect(
      avadaSliderOptions(
        sliderWith({
          'data-slider_width': '100%',
          'data-slider_height': '500px',
          'data-full_screen': '0',
          'data-nav_arrows': '1',
          'data-autoplay': '1',
          'data-loop': '0',
          'data-animation': 'slide',
          'data-slideshow_speed': '5000',
          'data-animation_speed': '800',
          'data-slider_indicator': 'pagination_circles',
        }),
      ),
    ).toEqual({
      width: '100%',
      height: 500,
      fullScreen: false,
      arrows: true,
      dots: true,
      autoplay: true,
      loop: false,
      animation: 'slide',
      delay: 5000,
      speed: 800,
    });
  });

  test("attributes left out or unusable take FlexSlider's defaults", () => {
    expect(
      avadaSliderOptions(
        sliderWith({ 'data-slider_indicator': 'scroll_down_indicator', 'data-animation': 'spin' }),
      ),
    ).toEqual({
      width: '100%',
      height: 400,
      fullScreen: false,
      arrows: false,
      dots: false,
      autoplay: false,
      loop: false,
      animation: 'fade',
      delay: 7000,
      speed: 600,
    });
  });

  test('a slider keeps its set ratio across the width, never taller than set nor lower than the minimum', () => {
    // 500 / 1200 is below the least ratio 0.5: 0.5 × 1280 = 640, capped at the set 500.
    expect(sliderHeight(measures)).toBe(500);
    expect(sliderHeight({ ...measures, setWidth: 940, availableWidth: 700 })).toBe(372);
    expect(sliderHeight({ ...measures, availableWidth: 320 })).toBe(200);
  });

  test('full screen fills what the header leaves of the window; the tallest content always fits', () => {
    expect(sliderHeight({ ...measures, fullScreen: true })).toBe(800);
    expect(sliderHeight({ ...measures, fullScreen: true, contentHeight: 900 })).toBe(940);
    expect(sliderHeight({ ...measures, availableWidth: 320, contentHeight: 300 })).toBe(340);
  });

  test("a slide's content printed at display:none is shown and made opaque; a video placeholder becomes a muted looping video", () => {
    const slide = document.createElement('li');
    slide.innerHTML = `<div class="slide-content-container" style="display: none;"><div class="slide-content">Kop</div></div>
      <div class="background"><span class="fusion-slider-self-hosted-video-placeholder" data-webm="/a.webm" data-mp4="" data-ogg="" muted loop autoplay preload="auto"></span></div>`;
    showSlideContent([slide]);
    expect(slide.querySelector<HTMLElement>('.slide-content-container')!.style.display).not.toBe('none');
    // The theme's stylesheet prints `.slide-content` at opacity 0 for its script to fade in.
    expect(slide.querySelector<HTMLElement>('.slide-content')!.style.opacity).toBe('1');
    slideVideosFromPlaceholders(slide);
    const video = slide.querySelector('video')!;
    expect([video.muted, video.loop, video.autoplay]).toEqual([true, true, true]);
    expect([...video.querySelectorAll('source')].map((source) => source.getAttribute('src'))).toEqual([
      '/a.webm',
    ]);
    expect(slide.querySelector('.fusion-slider-self-hosted-video-placeholder')).toBeNull();
  });
});
