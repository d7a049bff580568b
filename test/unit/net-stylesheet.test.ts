// @vitest-environment node
// The stylesheet net's build (kernel/net-build.ts): which modules' net.css it joins, the
// conditions each module's rules stand under, and the order that gzips smallest.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, test } from 'vitest';
import { moduleNets, netStylesheet, smallestOrder } from '../../kernel/net-build';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the stylesheet net', () => {
  test('joins the net.css of enabled modules only, in registry order', () => {
    root = mkdtempSync(join(tmpdir(), 'voorkant-net-'));
    const modules = {
      tabs: '.a{display:block}',
      menu: '.b{display:block}',
      off: '.c{display:block}',
      plain: null,
    };
    for (const [id, css] of Object.entries(modules)) {
      mkdirSync(join(root, 'modules', id), { recursive: true });
      if (css) writeFileSync(join(root, 'modules', id, 'net.css'), css);
    }
    writeFileSync(
      join(root, 'registry.json'),
      JSON.stringify({
        modules: [{ id: 'menu' }, { id: 'plain' }, { id: 'off', enabled: false }, { id: 'tabs' }],
      }),
    );
    const nets = moduleNets([{ registry: join(root, 'registry.json'), modules: join(root, 'modules') }]);
    expect(nets.map((net) => net.id)).toEqual(['menu', 'tabs']);
  });

  test('each module’s rules apply once the delay has run out, unless the host kept its theme script', () => {
    const css = netStylesheet([
      { id: 'menu', css: '/* why */ .b { display: block !important; }' },
      { id: 'tabs', css: '.a, .c > .d { display: block !important; }' },
    ]);
    expect(css).toBe(
      'html{animation:voorkant-net 1ms var(--voorkant-net-delay,5s) forwards!important}' +
        'html:has(>body.voorkant){animation-play-state:paused!important}' +
        '@keyframes voorkant-net{to{--voorkant-net:1}}' +
        '@container style(--voorkant-net:1){' +
        'body:not(.voorkant-theme-menu) .b{display:block!important}' +
        'body:not(.voorkant-theme-tabs) .a,body:not(.voorkant-theme-tabs) .c>.d{display:block!important}}',
    );
  });

  test('orders the nets so the file gzips no larger than in registry order, the same way every time', () => {
    const project = join(import.meta.dirname, '..', '..');
    const nets = moduleNets([
      { registry: join(project, 'registry.json'), modules: join(project, 'modules') },
    ]);
    const gzipped = (order: typeof nets) => gzipSync(netStylesheet(order), { level: 9 }).length;
    const order = smallestOrder(nets);
    expect(order.map((net) => net.id).sort()).toEqual(nets.map((net) => net.id).sort());
    expect(gzipped(order)).toBeLessThan(gzipped(nets));
    expect(smallestOrder([...nets].reverse()).length).toBe(nets.length);
    expect(smallestOrder(nets).map((net) => net.id)).toEqual(order.map((net) => net.id));
  });
});
