// Build side of lazy-media: `virtual:lazysizes-factory`, lazysizes' own file as an ES module whose
// default export starts it (once) and returns the instance.
//
// Imported as it is published, lazysizes is a UMD wrapper that also assigns `module.exports`, so the
// bundler takes it for CommonJS and wraps it in its interop helpers, which ship as a chunk of their
// own (rolldown-runtime.js: 368 B gzip and one request more on every page with lazy media; without
// React no page needs it otherwise). Read as a plain ES module instead, lazysizes would start when
// the module's chunk is evaluated, and the kernel may evaluate it tasks before it runs the module
// (the runtime's chunk can still be on its way): lazysizes schedules its own start with its
// defaults. So the file runs when the module asks, as the CommonJS wrapper did. A newer lazysizes
// without that wrapper fails the build here, not the page.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const virtualId = 'virtual:lazysizes-factory';
const lazySizesFile = createRequire(import.meta.url).resolve('lazysizes/lazysizes.js');
/** The query keeps the real path, for the source map. */
const resolvedId = `${lazySizesFile}?factory`;
const commonJsExport =
  /if\s*\(\s*typeof module == 'object' && module\.exports\s*\)\s*\{\s*module\.exports = lazySizes;\s*\}/;

export function lazySizesFactory(): Plugin {
  return {
    name: 'voorkant-lazysizes-factory',
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      const code = readFileSync(lazySizesFile, 'utf8');
      const found = commonJsExport.exec(code);
      if (!found)
        this.error(`${id}: lazysizes' UMD wrapper changed (modules/lazy-media/lazysizes-factory.ts)`);
      const edited = new MagicString(code);
      edited.overwrite(found.index, found.index + found[0].length, 'instance = lazySizes;');
      edited
        .prepend('let instance;\nexport default function startLazySizes() {\nif (!instance) {\n')
        .append('\n}\nreturn instance;\n}\n');
      return { code: edited.toString(), map: edited.generateMap({ hires: true, source: id }) };
    },
  };
}
