// Build side of the stylesheet net: joins every shipped module's `net.css` into `dist/kernel.css`,
// the one render-blocking file Voorkant adds. It reveals the theme's CSS gates by CSS alone, so a
// page is never left half blank, also when no Voorkant script arrives at all (a host or CDN outage,
// a page cache serving a `kernel.js` whose build folder is gone).
//
// How it acts (docs/DESIGN.md, "The stylesheet net"):
// - `html` runs a 1 ms animation that sets the flag `--voorkant-net: 1` after `--voorkant-net-delay`
//   (5 s, the kernel's `safetyNetMs`). Once Voorkant runs modules, the runtime marks `body`
//   `voorkant` (kernel/viewport.ts, with the first module's signals), which pauses the animation:
//   in its delay, it never acts; once it has acted, what it showed stays shown. From then on the
//   JavaScript net (kernel/safety-net.ts) lifts the gates of a module that cannot act. The flag
//   inherits to every element, and the rules sit in one `@container style(--voorkant-net: 1)` query:
//   an element at `display: none` runs no animation of its own, but it does see its parent's
//   inherited flag.
// - Each module's rules are nested in `body:not(.voorkant-theme-<id>)`: where the host kept that
//   module's theme script (it adds the class), its gates are left to that script. One flag and one
//   query instead of one of each per module: 157 B gzip less for 17 modules (1,003 → 846 B). The
//   nesting adds `body:not(…)` to every selector, so a net rule is more specific than before, and a
//   module's net.css never selects `html` or `body` themselves.
// The animation and its pause are `!important`: a reduced-motion reset that zeroes every delay
// would otherwise reveal everything at the first paint, before a working kernel could act.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { transform } from 'lightningcss';
import type { Plugin } from 'vite';

/** The property a host sets in a stylesheet (never inline) when it changes `safetyNetMs`. */
const netDelayProperty = '--voorkant-net-delay';
/** The class the runtime sets on `body` once it runs modules: the net stands down. */
const takenOverClass = 'voorkant';

/** `1` once the net acts (custom properties inherit: every element sees it). */
const flag = '--voorkant-net';

const stylesheetOf = (nets: { id: string; css: string }[]) =>
  `html{animation:voorkant-net 1ms var(${netDelayProperty},5s) forwards!important}html:has(>body.${takenOverClass}){animation-play-state:paused!important}@keyframes voorkant-net{to{${flag}:1}}@container style(${flag}:1){${nets
    .map(({ id, css }) => `body:not(.voorkant-theme-${id}){${css}}`)
    .join('')}}`;

/**
 * The joined, minified stylesheet for modules `nets` (id and its `net.css`), for Chromium 111 and
 * Safari 18, the first with style queries; Firefox has none today, so there the stylesheet net does
 * nothing and only the JavaScript net (which needs `kernel.js`) lifts gates.
 */
export function netStylesheet(nets: { id: string; css: string }[]): string {
  const code = stylesheetOf(nets);
  const result = transform({
    filename: 'kernel.css',
    code: new TextEncoder().encode(code),
    minify: true,
    targets: { chrome: 111 << 16, safari: 18 << 16 },
  });
  return new TextDecoder().decode(result.code);
}

/**
 * The nets in the order whose joined stylesheet is smallest gzipped: each net inserted where it adds
 * least, then single moves while one still helps. kernel.css is held to 1 KB and gzip's gain comes from
 * repeated text, so neighbours matter (23 nets: 1,020 B in registry order, 999 B so). The order is
 * free: every net stands alone (its own module's elements, under its own `body:not(…)`), and no two
 * modules' nets set one property of one element, so no rule depends on coming after another.
 * Deterministic: the same nets give the same file. Pure text work on each net minified alone.
 */
export function smallestOrder<Net extends { id: string; css: string }>(nets: Net[]): Net[] {
  const pieces = new Map(
    nets.map((net) => [net, netStylesheet([net]).replace(/^.*?@container[^{]*\{|\}$/g, '')]),
  );
  const size = (order: Net[]) => gzipSync(order.map((net) => pieces.get(net)).join(''), { level: 9 }).length;
  let order: Net[] = [];
  for (const net of nets) {
    let best = [net, ...order];
    for (let at = 1; at <= order.length; at++) {
      const tried = order.toSpliced(at, 0, net);
      if (size(tried) < size(best)) best = tried;
    }
    order = best;
  }
  for (let moved = true, current = size(order); moved; ) {
    moved = false;
    for (let from = 0; from < order.length; from++)
      for (let to = 0; to < order.length; to++) {
        if (from === to) continue;
        const tried = order.toSpliced(from, 1).toSpliced(to, 0, order[from] as Net);
        const triedSize = size(tried);
        if (triedSize < current) [order, current, moved] = [tried, triedSize, true];
      }
  }
  return order;
}

/** The shipped modules (enabled in their registry) that have a `net.css`, with its text. */
export function moduleNets(sources: { registry: string; modules: string }[]): { id: string; css: string }[] {
  return sources.flatMap((source) =>
    (JSON.parse(readFileSync(source.registry, 'utf8')).modules as { id: string; enabled?: boolean }[])
      .filter((entry) => entry.enabled !== false && existsSync(join(source.modules, entry.id, 'net.css')))
      .map((entry) => ({
        id: entry.id,
        css: readFileSync(join(source.modules, entry.id, 'net.css'), 'utf8'),
      })),
  );
}

/** Emits `kernel.css` beside `kernel.js`. */
export function netStylesheetPlugin(sources: { registry: string; modules: string }[]): Plugin {
  return {
    name: 'voorkant-net-stylesheet',
    apply: 'build',
    generateBundle() {
      for (const source of sources) this.addWatchFile(source.registry);
      this.emitFile({
        type: 'asset',
        fileName: 'kernel.css',
        source: netStylesheet(smallestOrder(moduleNets(sources))),
      });
    },
  };
}
