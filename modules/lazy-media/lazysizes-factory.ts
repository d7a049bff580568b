// Build side of lazy-media: `virtual:lazysizes-factory`, lazysizes' own file as an ES module whose
// default export starts it (once) and returns the instance.
//
// Imported as it is published, lazysizes is a UMD wrapper that also assigns `module.exports`, so the
// bundler takes it for CommonJS and wraps it in its interop helpers, which ship as a chunk of their
// own (rolldown-runtime.js: 368 B gzip and one request more on every page with lazy media; without
// React no page needs it otherwise). Read as a plain ES module instead, lazysizes would start when
// the module's chunk is evaluated, and the kernel may evaluate it tasks before it runs the module
// (the runtime's chunk can still be on its way): lazysizes schedules its own start with its
// defaults. So the file runs when the module asks, as the CommonJS wrapper did. The wrapper itself
// becomes one direct call of lazysizes' factory with what the wrapper gave it: its `module.exports`
// branch and its fallback for a server without `window` (this file only runs in a browser's attach)
// were about 22 B gzip on every page with lazy media. Two fallbacks for browsers older than the
// build's target (es2022) go too, as their tests become constants the minifier folds: one for a
// browser without <picture> (a picturefill polyfill, `updatePolyfill`) and one without
// MutationObserver (DOM mutation events and a timer); 122 B gzip. Its support check
// (`getElementsByClassName`) stays: the module reports a browser that fails it. A newer lazysizes
// without that wrapper or those tests fails the build here, not the page.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const virtualId = 'virtual:lazysizes-factory';
const lazySizesFile = createRequire(import.meta.url).resolve('lazysizes/lazysizes.js');
/** The query keeps the real path, for the source map. */
const resolvedId = `${lazySizesFile}?factory`;
/** lazysizes 5's UMD wrapper up to its factory, `function l(window, document, Date) {`. */
const umdHead =
  /^\(function\(window, factory\) \{\s*var lazySizes = factory\(window, window\.document, Date\);\s*window\.lazySizes = lazySizes;\s*if\s*\(\s*typeof module == 'object' && module\.exports\s*\)\s*\{\s*module\.exports = lazySizes;\s*\}\s*\}\(typeof window != 'undefined' \?\s*window : \{\},\s*/;
/** The wrapper's close after the factory's `}`. */
const umdTail = /\)\);\s*$/;
/**
 * lazysizes' tests for what every browser of the build's target has, each with what it always gives
 * there (and the variable only the first test read).
 */
const alwaysThere: [test: string, value: string][] = [
  ['!supportPicture && ( polyfill = (window.picturefill || lazySizesCfg.pf) )', 'false'],
  ['var supportPicture = window.HTMLPictureElement;', ''],
  ['window.MutationObserver', 'true'],
];

export function lazySizesFactory(): Plugin {
  return {
    name: 'voorkant-lazysizes-factory',
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      const code = readFileSync(lazySizesFile, 'utf8');
      const head = umdHead.exec(code);
      const tail = umdTail.exec(code);
      if (!head || !tail)
        this.error(`${id}: lazysizes' UMD wrapper changed (modules/lazy-media/lazysizes-factory.ts)`);
      const edited = new MagicString(code);
      for (const [test, value] of alwaysThere) {
        const at = code.indexOf(test);
        if (at < 0 || code.includes(test, at + 1))
          this.error(`${id}: lazysizes' test \`${test}\` changed (modules/lazy-media/lazysizes-factory.ts)`);
        edited.overwrite(at, at + test.length, value);
      }
      edited.overwrite(0, head[0].length, 'instance = window.lazySizes = (');
      edited.overwrite(tail.index, tail.index + tail[0].length, ')(window, document, Date);');
      edited
        .prepend('let instance;\nexport default function startLazySizes() {\nif (!instance) {\n')
        .append('\n}\nreturn instance;\n}\n');
      return { code: edited.toString(), map: edited.generateMap({ hires: true, source: id }) };
    },
  };
}
