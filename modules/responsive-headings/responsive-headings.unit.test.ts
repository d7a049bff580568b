import { afterEach, describe, expect, test } from 'vitest';
import type { Site } from '../../kernel/contract';
import module from './index';
import { needsData, write } from './typography-data';

afterEach(() => {
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>).fusionTypographyVars;
});

const site = (settings: Record<string, unknown> = {}) =>
  ({ platform: {}, settings, kernel: {}, editor: false }) as unknown as Site;

describe('responsive headings: the theme contract', () => {
  test('sensitivity, factor and elements come from fusionTypographyVars; the Voorkant slice wins', () => {
    expect(module.settings!(site())).toEqual({
      sensitivity: 0,
      factor: 1.5,
      elements: 'h1, h2, h3, h4, h5, h6',
    });
    (globalThis as Record<string, unknown>).fusionTypographyVars = {
      typography_sensitivity: '0.81',
      typography_factor: '1.50',
      elements: 'h1, h2',
    };
    expect(module.settings!(site())).toEqual({ sensitivity: 0.81, factor: 1.5, elements: 'h1, h2' });
    expect(module.settings!(site({ 'responsive-headings': { sensitivity: 0 } })).sensitivity).toBe(0);
  });

  test('headings switched off or inside a slider are skipped; calculated ones only without their size', () => {
    document.body.innerHTML = `
      <h1 id="plain">Kop</h1>
      <div class="awb-responsive-type__disable"><h2 id="off">Uit</h2></div>
      <div class="fusion-slider-container"><h2 id="slider">Slider</h2></div>
      <h3 id="done" class="fusion-responsive-typography-calculated">Klaar</h3>`;
    const byId = (id: string) => document.getElementById(id)!;
    expect(needsData(byId('plain'))).toBe(true);
    expect(needsData(byId('off'))).toBe(false);
    expect(needsData(byId('slider'))).toBe(false);
    expect(needsData(byId('done'))).toBe(true);
    byId('done').style.setProperty('--fontSize', '24');
    expect(needsData(byId('done'))).toBe(false);
  });

  test('writes --fontSize, data-fontsize, the line height as a ratio, --minFontSize where needed, rotating wrappers in em', () => {
    document.body.innerHTML = '<h2><span class="fusion-animated-texts-wrapper">x</span></h2>';
    const heading = document.querySelector('h2')!;
    const wrapper = heading.querySelector<HTMLElement>('span')!;
    write(
      {
        heading,
        fontSize: 24,
        lineHeightText: '31.2px',
        lineHeight: 31.2,
        wrappers: [{ wrapper, fontSize: 36, lineHeight: 43.2 }],
      },
      27,
    );
    expect(heading.style.getPropertyValue('--fontSize')).toBe('24');
    expect(heading.getAttribute('data-fontsize')).toBe('24');
    expect(heading.style.lineHeight).toBe('1.3');
    expect(heading.getAttribute('data-lineheight')).toBe('31.2px');
    // The theme's minimum (18 × 1.5 = 27) is above 24: the heading's own size is its minimum.
    expect(heading.style.getPropertyValue('--minFontSize')).toBe('24');
    expect(wrapper.style.fontSize).toBe('1.5em');
    expect(wrapper.style.lineHeight).toBe('1.2');
    expect(heading.classList.contains('fusion-responsive-typography-calculated')).toBe(true);

    const large = document.createElement('h1');
    write(
      { heading: large, fontSize: 40, lineHeightText: 'normal', lineHeight: Number.NaN, wrappers: [] },
      27,
    );
    expect(large.style.getPropertyValue('--minFontSize')).toBe('');
    expect(large.style.lineHeight).toBe('');
  });
});
