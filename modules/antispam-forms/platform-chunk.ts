// Build side of antispam-forms: the anti-spam platform code (`antispam-platform/`: signal store,
// storage, the platform's settings) travels in this module's chunk instead of a chunk of its own.
//
// email-check and the e-mail encoder use that code too, and the bundler gives a file shared by
// several entries a chunk of its own: `cookies.js`, which every page with the add-on fetched beside
// this module's (2,077 + 2,183 B gzip; 3,911 B as one file, and a request fewer, issue 17). The
// bundler has no option to place it in an entry's chunk (a chunk group around this module makes it
// a namespace object, which the kernel does not read), but it places a shared file by the entries
// that reach it: where every entry that imports the platform code also imports this module, that
// code joins this module's chunk. So the build adds that import to the other modules' entries. Their
// sources do not import another module's folder (docs/DESIGN.md), this is packaging only, and this
// module's top level only defines its definition: nothing of it runs there. The cost: a page where
// this module is switched off and one of the others runs fetches 3.9 KB where it fetched 2.2 KB.
import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const startPart = fileURLToPath(new URL('./index.ts', import.meta.url));
/** A module's entry file (`modules/<id>/index.ts`). */
const moduleEntry = /\/modules\/[\w-]+\/index\.ts$/;

export function platformWithStartPart(): Plugin {
  return {
    name: 'voorkant-platform-with-start-part',
    apply: 'build',
    transform(code, id) {
      if (id === startPart || !moduleEntry.test(id) || !code.includes('/antispam-platform/'))
        return undefined;
      const edited = new MagicString(code).prepend(`import ${JSON.stringify(startPart)};\n`);
      return { code: edited.toString(), map: edited.generateMap({ hires: true, source: id }) };
    },
  };
}
