import { describe, expect, test } from 'vitest';
import { isCollapsedAt } from './collapse-mode';
import { classicMegaPosition, libraryMegaPosition } from './megamenu-position';
import { submenuFlip } from './submenu-direction';

describe('collapse at the nav’s data-breakpoint', () => {
  test('at or below the break point the nav is collapsed; 0 never, 10000 always', () => {
    expect(isCollapsedAt(1024, 1024)).toBe(true);
    expect(isCollapsedAt(1024, 1025)).toBe(false);
    expect(isCollapsedAt(0, 320)).toBe(false);
    expect(isCollapsedAt(10000, 2560)).toBe(true);
  });
});

describe('drop-downs flipped at the edge of their row', () => {
  const box = { subWidth: 240, itemWidth: 100, rowLeft: 40, rowRight: 1240, root: true, expandLeft: false };

  test('a drop-down that fits stays where the stylesheet put it', () => {
    expect(submenuFlip({ ...box, subLeft: 600, subRight: 840 })).toBeUndefined();
  });

  test('a first-level drop-down past the right edge is aligned with its item’s right edge', () => {
    expect(submenuFlip({ ...box, subLeft: 1100, subRight: 1340 })).toEqual({ side: 'left', px: 100 - 240 });
  });

  test('a deeper drop-down past the right edge opens on the left of its parent', () => {
    expect(submenuFlip({ ...box, root: false, subLeft: 1100, subRight: 1340 })).toEqual({
      side: 'left',
      px: -240,
    });
  });

  test('a nav that expands to the left flips a drop-down that leaves the row on the left', () => {
    expect(submenuFlip({ ...box, expandLeft: true, subLeft: 10, subRight: 250 })).toEqual({
      side: 'right',
      px: 100 - 240,
    });
    expect(submenuFlip({ ...box, expandLeft: true, subLeft: 1100, subRight: 1340 })).toBeUndefined();
  });
});

describe('library mega menus placed by data-width and awb-menu_expand-*', () => {
  const base = {
    direction: 'row' as const,
    expand: 'right' as const,
    viewportWidth: 1280,
    itemLeft: 700,
    itemWidth: 100,
    itemOuterWidth: 100,
    megaWidth: 1200,
    megaOuterWidth: 1200,
  };

  test('site width: centred in the window, whatever item it hangs from', () => {
    expect(libraryMegaPosition({ ...base, widthType: 'site_width' })).toEqual({
      left: '-660px',
      right: 'auto',
    });
  });

  test('a mega menu as wide as the window counts as viewport width', () => {
    expect(libraryMegaPosition({ ...base, widthType: 'custom_width', megaWidth: 1280 })).toEqual({
      left: '-700px',
      right: 'auto',
    });
  });

  test('custom width: to the expand side when there is room, else the other side, else as far as it goes', () => {
    const custom = { ...base, widthType: 'custom_width', megaWidth: 500, megaOuterWidth: 500 };
    expect(libraryMegaPosition(custom)).toEqual({ left: '0px', right: 'auto' });
    expect(libraryMegaPosition({ ...custom, itemLeft: 1000 })).toEqual({ right: '0px', left: 'auto' });
    expect(libraryMegaPosition({ ...custom, viewportWidth: 700, itemLeft: 300 })).toEqual({
      left: '-100px',
      right: 'auto',
    });
  });

  test('beside a column menu it opens at the side and is held to the room there', () => {
    expect(
      libraryMegaPosition({
        ...base,
        widthType: 'site_width',
        direction: 'column',
        itemLeft: 20,
        itemOuterWidth: 260,
      }),
    ).toEqual({ left: '100%', right: 'auto', maxWidth: '1000px' });
  });
});

describe('classic mega menus kept inside their row', () => {
  const base = {
    fullwidth: false,
    viewportWidth: 1280,
    itemLeft: 900,
    itemRight: 1000,
    rowLeft: 40,
    rowRight: 1240,
    rtl: false,
  };

  test('one that fits stays under its item', () => {
    expect(classicMegaPosition({ ...base, itemLeft: 300, itemRight: 400, megaWidth: 600 })).toEqual({});
  });

  test('one that would pass the row’s right edge ends on it', () => {
    expect(classicMegaPosition({ ...base, megaWidth: 600 })).toEqual({ left: `${-(900 - (1240 - 600))}px` });
  });

  test('one wider than the row is centred on the row; full width is centred in the window', () => {
    expect(classicMegaPosition({ ...base, megaWidth: 1260 })).toEqual({
      left: `${40 - 900 + (1200 - 1260) / 2}px`,
    });
    expect(classicMegaPosition({ ...base, fullwidth: true, megaWidth: 1000 })).toEqual({
      left: `${140 - 900}px`,
    });
  });
});

describe('settings from the theme’s printed objects', () => {
  test('the fallback break point and the toggle label come from fusionJSVars and fusionMenuVars; the Voorkant slice wins', async () => {
    const { default: menu } = await import('./index');
    const globals = globalThis as Record<string, unknown>;
    globals.fusionJSVars = { visibility_small: '640', visibility_medium: '900' };
    globals.fusionMenuVars = { mobile_submenu_open: 'Open submenu of %s' };
    try {
      const site = (settings: Record<string, unknown>) =>
        ({ settings, platform: { admin: false }, kernel: {}, editor: false }) as never;
      const themed = menu.settings!(site({}));
      expect(themed.breakpoint).toBe(900);
      expect(themed.texts.openSubmenu).toBe('Open submenu of %s');
      expect(menu.settings!(site({ menu: { breakpoint: 700 } })).breakpoint).toBe(700);
      // The theme's timings: 400 ms collapsed slide, 400 ms without transitions after a switch.
      expect([themed.collapsedSlideMs, themed.noTransitionMs]).toEqual([400, 400]);
    } finally {
      delete globals.fusionJSVars;
      delete globals.fusionMenuVars;
    }
  });
});
