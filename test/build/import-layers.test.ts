// The layers' import rules (test/build/import-layers.ts) hold in the repository, and each rule is
// caught in a tree that breaks it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { importLayerProblems } from './import-layers';

const project = new URL('../../', import.meta.url).pathname;
let root = '';

afterEach(() => rmSync(root, { recursive: true, force: true }));

function tree(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'voorkant-layers-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('import layers', () => {
  test('kernel/ imports only kernel/, the platforms no module, a module no other module', () => {
    expect(importLayerProblems(project)).toEqual([]);
  });

  test('every form of a forbidden import is named, with its file and rule', () => {
    const problems = importLayerProblems(
      tree({
        'kernel/static.ts': "import { startCarousel } from '../theme-platform/carousel';\n",
        'kernel/services/dynamic.ts': "export const load = () => import('../../modules/menu/index');\n",
        'kernel/type-only.ts': "import type { X } from '../antispam-platform/storage';\nexport type Y = X;\n",
        'kernel/type-query.ts': "export let door: typeof import('../modules/menu/index');\n",
        'kernel/computed.ts': 'export const load = (id: string) => import(`../modules/${id}/index.ts`);\n',
        'theme-platform/carousel.ts': "export * from '../modules/slider/carousel-texts';\n",
        'antispam-platform/storage.ts': "export { read } from '../modules/antispam-forms/read';\n",
        'modules/slider/index.ts': "import { menuTexts } from '../menu/texts';\nexport default menuTexts;\n",
        'modules/slider/view.tsx': "import Menu from '../menu/view';\nexport const V = () => <Menu />;\n",
      }),
    );
    expect(problems.sort()).toEqual(
      [
        'kernel/static.ts: ../theme-platform/carousel (kernel/ imports only kernel/ and packages)',
        'kernel/services/dynamic.ts: ../../modules/menu/index (kernel/ imports only kernel/ and packages)',
        'kernel/type-only.ts: ../antispam-platform/storage (kernel/ imports only kernel/ and packages)',
        'kernel/type-query.ts: ../modules/menu/index (kernel/ imports only kernel/ and packages)',
        'kernel/computed.ts: import() of a computed address without /* @vite-ignore */',
        'theme-platform/carousel.ts: ../modules/slider/carousel-texts (theme-platform/ never imports a module)',
        'antispam-platform/storage.ts: ../modules/antispam-forms/read (antispam-platform/ never imports a module)',
        "modules/slider/index.ts: ../menu/texts (a module never imports another module's folder: shared code goes to theme-platform/, antispam-platform/ or kernel/services/)",
        "modules/slider/view.tsx: ../menu/view (a module never imports another module's folder: shared code goes to theme-platform/, antispam-platform/ or kernel/services/)",
      ].sort(),
    );
  });

  test('what the layers may import is not named', () => {
    const problems = importLayerProblems(
      tree({
        'kernel/bus.ts':
          "import mitt from 'mitt';\nimport { toFlag } from './coerce';\nexport { mitt, toFlag };\n",
        'kernel/module-load.ts':
          'export const load = (id: string) => import(/* @vite-ignore */ `./${id}.js`);\n',
        'kernel/writes-imports.ts':
          "// import('../modules/menu/index')\nexport const code = \"import('../modules/x')\";\n",
        'theme-platform/carousel.ts':
          "import { afterNextFrame } from '../kernel/services/after-frame';\nimport type { ThemeKeys } from '../kernel/contract';\nexport { afterNextFrame };\nexport type T = ThemeKeys;\n",
        'antispam-platform/modal.ts':
          "import { mountReact } from '../kernel/services/react';\nexport { mountReact };\n",
        'modules/slider/index.ts':
          "import { startCarousel } from '../../theme-platform/carousel';\nimport { read } from '../../antispam-platform/storage';\nimport css from './slider.css?url';\nimport { part } from './part';\nexport { startCarousel, read, css, part };\n",
        'modules/slider/slider.browser.test.ts':
          "import { withSite } from '../../test/browser/harness';\nwithSite();\n",
      }),
    );
    expect(problems).toEqual([]);
  });
});
