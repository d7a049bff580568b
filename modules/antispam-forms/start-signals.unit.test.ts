// The start part's signals as the kernel runs it in happy-dom: never inside init's task; in cookie
// mode `none` only once the form part is asked for.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { readEntry, resetStorageFallback } from '../../antispam-platform/storage';
import type { ModuleDefinition, RegistryEntry } from '../../kernel/contract';
import { createKernel, type Kernel } from '../../kernel/kernel';
import type { ShippedEntry } from '../../kernel/registry';
import { encodeEntry } from '../../kernel/registry-encode';
import forms from './index';

const win = window as unknown as Record<string, unknown>;
let kernel: Kernel | undefined;

afterEach(() => {
  kernel?.stop();
  kernel = undefined;
  vi.useRealTimers();
  delete win.ctPublic;
  delete win.ctPublicFunctions;
  localStorage.clear();
  resetStorageFallback();
});

const entry: RegistryEntry = {
  id: 'antispam-forms',
  selector: 'html, form',
  when: 'platform.ctPublic',
  load: 'eager',
  scope: 'page',
  enabled: true,
  editor: false,
};

/** Boots a kernel whose only module is the start part, reporting what storage held as its init ended. */
function boot(): { storedDuringInit: () => string | null | undefined } {
  let stored: string | null | undefined;
  const watched = {
    ...forms,
    init(ctx) {
      const cleanup = forms.init!(ctx);
      stored = localStorage.getItem('ct_ps_timestamp');
      return cleanup;
    },
  } as typeof forms;
  const loader = async () => ({ default: watched as ModuleDefinition<never, never, never> });
  kernel = createKernel({ modules: [encodeEntry(entry, loader) as ShippedEntry], rethrow: true });
  return { storedDuringInit: () => stored };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 120));

describe('antispam-forms start signals (SPEC section 3)', () => {
  test('cookie mode none: nothing in local storage until the form part is asked for, then every start signal', async () => {
    win.ctPublic = { data__cookies_type: 'none', ct_checkjs_key: 1795637287 };
    const before = Math.floor(Date.now() / 1000);
    const { storedDuringInit } = boot();
    await settled();
    expect(kernel!.status()[0]).toMatchObject({ id: 'antispam-forms', state: 'ready' });
    expect(storedDuringInit()).toBeNull();
    // The page loaded and settled without a single storage write.
    expect(localStorage.length).toBe(0);
    // The visitor's first press, a minute later: the form part is asked for, the signals are there first.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    document.dispatchEvent(new Event('pointerdown'));
    expect(readEntry('ct_ps_timestamp')).toBeGreaterThanOrEqual(before);
    // The page's load time, not the press's.
    expect(readEntry('ct_ps_timestamp')).toBeLessThan(Number(readEntry('ct_fkp_timestamp')));
    expect(readEntry('ct_timezone')).toBeCloseTo(-new Date().getTimezoneOffset() / 60);
    expect(readEntry('ct_screen_info')).toMatchObject({ visibleWidth: window.innerWidth });
    expect(readEntry('apbct_headless')).toBe(navigator.webdriver === true);
    expect(readEntry('ct_checkjs')).toBe('1795637287');
  });

  test('cookie mode native: the start cookies are set in the task after init, not inside it', async () => {
    win.ctPublic = { data__cookies_type: 'native' };
    win.ctPublicFunctions = { cookiePrefix: 'vk_' };
    let cookieDuringInit: string | undefined;
    const { storedDuringInit } = boot();
    await new Promise<void>((resolve) => {
      const check = () => {
        if (storedDuringInit() === undefined) return setTimeout(check, 0);
        cookieDuringInit = document.cookie;
        resolve();
      };
      check();
    });
    expect(cookieDuringInit).not.toContain('vk_ct_ps_timestamp');
    await settled();
    expect(document.cookie).toContain('vk_ct_ps_timestamp=');
    expect(document.cookie).toContain('vk_ct_timezone=');
  });

  test('a start part stopped before the next task writes nothing', async () => {
    win.ctPublic = { data__cookies_type: 'native' };
    win.ctPublicFunctions = { cookiePrefix: 'vk_stop_' };
    const { storedDuringInit } = boot();
    // Stopped as soon as init has run: its cleanup ends the waiting write.
    await new Promise<void>((resolve) => {
      const check = () => (storedDuringInit() === undefined ? setTimeout(check, 0) : resolve());
      check();
    });
    kernel!.stop();
    await settled();
    expect(document.cookie).not.toContain('vk_stop_ct_ps_timestamp');
  });
});
