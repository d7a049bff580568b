// The start part's signals as the kernel runs it in happy-dom: written, but not inside init's task.
import { afterEach, describe, expect, test } from 'vitest';
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
  delete win.ctPublic;
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
  test('cookie mode none: the start signals reach local storage in the task after init, not inside it', async () => {
    win.ctPublic = { data__cookies_type: 'none', ct_checkjs_key: 1795637287 };
    const before = Math.floor(Date.now() / 1000);
    const { storedDuringInit } = boot();
    await settled();
    // init ran, and its task wrote nothing: the page's first storage access is a task of its own.
    expect(kernel!.status()[0]).toMatchObject({ id: 'antispam-forms', state: 'ready' });
    expect(storedDuringInit()).toBeNull();
    expect(readEntry('ct_ps_timestamp')).toBeGreaterThanOrEqual(before);
    expect(readEntry('ct_timezone')).toBeCloseTo(-new Date().getTimezoneOffset() / 60);
    expect(readEntry('ct_screen_info')).toMatchObject({ visibleWidth: window.innerWidth });
    expect(readEntry('apbct_headless')).toBe(navigator.webdriver === true);
    expect(readEntry('ct_checkjs')).toBe('1795637287');
  });

  test('a start part stopped before the next task writes nothing', async () => {
    win.ctPublic = { data__cookies_type: 'none' };
    const { storedDuringInit } = boot();
    // Stopped as soon as init has run: its cleanup ends the waiting write.
    await new Promise<void>((resolve) => {
      const check = () => (storedDuringInit() === undefined ? setTimeout(check, 0) : resolve());
      check();
    });
    kernel!.stop();
    await settled();
    expect(readEntry('ct_ps_timestamp')).toBeUndefined();
  });
});
