import { describe, expect, test } from 'vitest';
import { slide } from '../../theme-platform/slide-toggle';
import verticalMenu from './index';

describe('vertical menu slide', () => {
  test('opens with an inline display (the theme’s display:none outranks a removed hidden) and closes with one', () => {
    const list = document.createElement('ul');
    document.body.append(list);
    slide(list, true, 0, 'none');
    expect(list.style.display).toBe('block');
    slide(list, false, 0, 'none');
    expect(list.style.display).toBe('none');
  });
});

describe('vertical menu settings', () => {
  const site = { platform: { admin: false }, settings: {}, kernel: {} as never, editor: false };

  test("the side navigation's behaviour is the theme's sidenav_behavior, hover by default", () => {
    expect(verticalMenu.settings!(site).sideNavMode).toBe('hover');
    const global = globalThis as Record<string, unknown>;
    global.avadaSideNavVars = { sidenav_behavior: 'click' };
    try {
      expect(verticalMenu.settings!(site).sideNavMode).toBe('click');
    } finally {
      delete global.avadaSideNavVars;
    }
  });
});
