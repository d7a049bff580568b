import { describe, expect, test } from 'vitest';
import { positionOf, toggleStyleClass } from './bar-shape';
import slidingBar from './index';

const site = { platform: { admin: false }, settings: {}, kernel: {} as never, editor: false };

const area = (classes: string) => {
  const element = document.createElement('div');
  element.className = `slidingbar-area fusion-sliding-bar-area ${classes}`;
  return element;
};

describe('sliding-bar shape (sliding_bar.php classes)', () => {
  test('the position class names its side of the window; without one it is the top', () => {
    expect(positionOf(area('fusion-sliding-bar-position-left'))).toBe('left');
    expect(positionOf(area('fusion-sliding-bar-position-right fusion-sliding-bar-toggle-circle'))).toBe(
      'right',
    );
    expect(positionOf(area('fusion-sliding-bar-position-bottom'))).toBe('bottom');
    expect(positionOf(area('fusion-sliding-bar-position-top'))).toBe('top');
    expect(positionOf(area(''))).toBe('top');
  });

  test('the printed toggle style on wide screens, the triangle at or below the break point', () => {
    expect(toggleStyleClass('circle', false)).toBe('fusion-sliding-bar-toggle-circle');
    expect(toggleStyleClass('rectangle', false)).toBe('fusion-sliding-bar-toggle-rectangle');
    expect(toggleStyleClass('circle', true)).toBe('fusion-sliding-bar-toggle-triangle');
  });

  test("settings: the theme's toggles and timings by default; a bad value warns and falls back", () => {
    const defaults = slidingBar.settings!(site);
    expect(defaults.slideMs).toBe(240);
    expect(defaults.toggles).toContain('.awb-menu__sliding-toggle');
    const changed = slidingBar.settings!({
      ...site,
      settings: { 'sliding-bar': { slideMs: 0, settleMs: 'soon' } },
    });
    expect(changed.slideMs).toBe(0);
    expect(changed.settleMs).toBe(350);
  });
});
