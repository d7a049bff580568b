// The kernel's lifecycle in happy-dom: matching, init once, cleanup on removal, isolation, switches.
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { createBus } from '../../kernel/bus';
import type { RegistryEntry } from '../../kernel/contract';
import { defineModule, type ModuleDefinition } from '../../kernel/contract';
import { scopedBus } from '../../kernel/instances';
import { createKernel, type Kernel } from '../../kernel/kernel';
import type { ModuleLoader, ShippedEntry } from '../../kernel/registry';
import { encodeEntry } from '../../kernel/registry-encode';

/** Registry-style entries as the build ships them, each with the given loader. */
const ship = (entry: RegistryEntry, loader: ModuleLoader) => encodeEntry(entry, loader) as ShippedEntry;

// The runtime (strategies, loading, running) comes through the kernel's one import(). Here that is
// Vitest transforming its files on first use, which under a loaded machine took longer than the
// tests' frame wait; in a browser it is a chunk already fetched. Imported once before the tests.
beforeAll(() => import('../../kernel/runtime-door'));

const kernels: Kernel[] = [];
afterEach(() => {
  for (const kernel of kernels.splice(0)) kernel.stop();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function boot(
  modules: Record<string, ModuleDefinition<never, never, never>>,
  registry: object[],
  rethrow = true,
) {
  const shipped = (registry as RegistryEntry[]).map((entry) =>
    ship(entry, async () => ({ default: modules[entry.id]! })),
  );
  const kernel = createKernel({ modules: shipped, rethrow });
  kernels.push(kernel);
  return kernel;
}

const frame = () => new Promise((resolve) => setTimeout(resolve, 120));

describe('kernel lifecycle', () => {
  test('init runs once per matched element; removal runs the cleanup and destroy', async () => {
    document.body.innerHTML = '<div class="box"></div><div class="box"></div>';
    const inits: Element[] = [];
    const cleanups: Element[] = [];
    const destroys: Element[] = [];
    const box = defineModule({
      id: 'box',
      init(ctx) {
        inits.push(ctx.element);
        return () => cleanups.push(ctx.element);
      },
      destroy: (ctx) => void destroys.push(ctx.element),
    });
    const kernel = boot({ box } as never, [
      { id: 'box', selector: '.box', load: 'eager', scope: 'element', enabled: true, editor: true },
    ]);
    await frame();
    expect(inits).toHaveLength(2);
    kernel.scan(document);
    const late = document.createElement('div');
    late.className = 'box';
    document.body.append(late);
    await frame();
    expect(inits).toHaveLength(3);
    late.remove();
    await frame();
    expect(cleanups).toEqual([late]);
    expect(destroys).toEqual([late]);
  });

  test('a throwing module is reported with its element and does not stop another', async () => {
    document.body.innerHTML = '<p class="bad" id="slecht"></p><p class="good"></p>';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const good = vi.fn();
    const kernel = boot(
      {
        bad: defineModule({
          id: 'bad',
          init: () => {
            throw new Error('kapot');
          },
        }),
        good: defineModule({ id: 'good', init: good }),
      } as never,
      [
        { id: 'bad', selector: '.bad', load: 'eager', scope: 'element', enabled: true, editor: true },
        { id: 'good', selector: '.good', load: 'eager', scope: 'element', enabled: true, editor: true },
      ],
      false,
    );
    const errors: string[] = [];
    kernel.bus.on('module:error', ({ id, hook }) => errors.push(`${id}:${hook}`));
    await frame();
    expect(good).toHaveBeenCalledTimes(1);
    expect(errors).toEqual(['bad:init']);
    expect(error.mock.calls[0]?.[0]).toBe('[voorkant] module "bad" failed in init on <p#slecht.bad>: kapot');
    expect(kernel.status().find((status) => status.id === 'bad')?.state).toBe('failed');
  });

  test('a failed module with only a stylesheet net gets the net flag on its elements, others do not', async () => {
    document.body.innerHTML = '<p class="gated"></p><p class="plain"></p>';
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = (id: string) =>
      defineModule({
        id,
        init: () => {
          throw new Error('kapot');
        },
      });
    const entry = (id: string) =>
      ({
        id,
        selector: `.${id}`,
        load: 'eager',
        scope: 'element',
        enabled: true,
        editor: true,
      }) as RegistryEntry;
    const kernel = createKernel({
      modules: [
        encodeEntry(
          entry('gated'),
          async () => ({ default: failing('gated') as never }),
          'css',
        ) as ShippedEntry,
        encodeEntry(entry('plain'), async () => ({ default: failing('plain') as never })) as ShippedEntry,
      ],
      rethrow: false,
    });
    kernels.push(kernel);
    await frame();
    const flag = (selector: string) =>
      document.querySelector<HTMLElement>(selector)!.style.getPropertyValue('--voorkant-net');
    expect(kernel.status().map((status) => status.state)).toEqual(['failed', 'failed']);
    expect(flag('.gated')).toBe('1');
    expect(flag('.plain')).toBe('');
  });

  test('page scope: one init, attach for every element, including later ones', async () => {
    document.body.innerHTML = '<b class="badge"></b>';
    const attached: Element[] = [];
    const page = defineModule({
      id: 'badges',
      init: vi.fn(),
      attach: (element) => void attached.push(element),
    });
    boot({ badges: page } as never, [
      { id: 'badges', selector: '.badge', load: 'eager', scope: 'page', enabled: true, editor: true },
    ]);
    await frame();
    document.body.insertAdjacentHTML('beforeend', '<b class="badge"></b>');
    await frame();
    expect(page.init).toHaveBeenCalledTimes(1);
    expect(attached).toHaveLength(2);
  });

  test('a module switched off does not load; kernel:settings switches it at run time', async () => {
    document.body.innerHTML = '<div class="box"></div>';
    const loader = vi.fn(async () => ({ default: defineModule({ id: 'box', init: vi.fn() }) }));
    const kernel = createKernel({
      modules: [
        ship(
          { id: 'box', selector: '.box', load: 'eager', scope: 'element', enabled: false, editor: false },
          loader as never,
        ),
      ],
      rethrow: true,
    });
    kernels.push(kernel);
    await frame();
    expect(loader).not.toHaveBeenCalled();
    kernel.bus.emit('kernel:settings', { modules: { box: true } });
    await frame();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  test('stop() ends every module on the page and leaves later markup alone', async () => {
    document.body.innerHTML = '<div class="box"></div>';
    const inits: Element[] = [];
    const cleanups: Element[] = [];
    const box = defineModule({
      id: 'box',
      init(ctx) {
        inits.push(ctx.element);
        return () => cleanups.push(ctx.element);
      },
    });
    const kernel = boot({ box } as never, [
      { id: 'box', selector: '.box', load: 'eager', scope: 'element', enabled: true, editor: true },
    ]);
    await frame();
    expect(inits).toHaveLength(1);
    kernel.stop();
    await frame();
    expect(cleanups).toEqual(inits);
    expect(kernel.status()[0]?.state).toBe('off');
    document.body.insertAdjacentHTML('beforeend', '<div class="box"></div>');
    kernel.scan(document);
    await frame();
    expect(inits).toHaveLength(1);
  });

  test('kernel:settings from another script without a record of modules switches nothing off', async () => {
    document.body.innerHTML = '<div class="box"></div>';
    const cleanups: Element[] = [];
    const box = defineModule({ id: 'box', init: (ctx) => () => cleanups.push(ctx.element) });
    const kernel = boot({ box } as never, [
      { id: 'box', selector: '.box', load: 'eager', scope: 'element', enabled: true, editor: true },
    ]);
    await frame();
    expect(kernel.status()[0]?.state).toBe('ready');
    for (const modules of [false, null, undefined, 'box'])
      kernel.bus.emit('kernel:settings', { modules } as never);
    await frame();
    expect(cleanups).toEqual([]);
    expect(kernel.status()[0]?.state).toBe('ready');
    kernel.bus.emit('kernel:settings', { modules: { box: false } });
    await frame();
    expect(cleanups).toHaveLength(1);
  });

  test('a bus handler that throws does not stop the others', () => {
    const reports: string[] = [];
    const bus = createBus((_error, type) => reports.push(type));
    const second = vi.fn();
    bus.on('kernel:ready', () => {
      throw new Error('x');
    });
    bus.on('kernel:ready', second);
    bus.emit('kernel:ready', { modules: [] });
    expect(second).toHaveBeenCalled();
    expect(reports).toEqual(['kernel:ready']);
  });

  test('scoped subscriptions end with their signal', () => {
    const bus = createBus(() => {});
    const abort = new AbortController();
    const handler = vi.fn();
    scopedBus(bus, abort.signal).on('kernel:ready', handler);
    abort.abort();
    bus.emit('kernel:ready', { modules: [] });
    expect(handler).not.toHaveBeenCalled();
  });
});
