// `npm run new-module <id>`: a module folder from the contract's shape, its registry entry, and
// unit and browser test skeletons that pass as generated, so a module author starts from green.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = process.env.VOORKANT_ROOT ?? new URL('../', import.meta.url).pathname;
const id = process.argv[2] ?? '';

function fail(message: string): never {
  console.error(`new-module: ${message}`);
  process.exit(1);
}

if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id))
  fail('give a kebab-case id, e.g. `npm run new-module opening-hours`');
const folder = join(root, 'modules', id);
if (existsSync(folder)) fail(`modules/${id} exists already`);

const camel = id.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
const type = `${camel[0]!.toUpperCase()}${camel.slice(1)}Settings`;

const files: Record<string, string> = {
  'index.ts': `// ${id}: what it does for the visitor, in one line.
// Shared code comes from theme-platform/ (the theme's), antispam-platform/ (the anti-spam add-on's)
// or kernel/services/ (generic), never from another module's folder (modules/README.md).
import { defineModule, pickSettings } from '../../kernel/contract';
import stylesheet from './${id}.css?url';

export interface ${type} {
  texts: {
    /** Shown once the module is ready. */
    ready: string;
  };
}

const defaults = {
  texts: { ready: 'Klaar' },
} satisfies ${type};

export default defineModule({
  id: '${id}',
  stylesheet,
  settings: (site) => pickSettings(site.settings['${id}'], defaults, '${id}'),
  init(ctx) {
    const element = ctx.element as HTMLElement;
    element.classList.add('${id}--ready');
    element.dataset.${camel}State = ctx.settings.texts.ready;
    return () => element.classList.remove('${id}--ready');
  },
});
`,
  [`${id}.css`]: `/* Styles of the ${id} module; classes Voorkant invents start with "${id}". */
.${id}--ready {
  outline-offset: 2px;
}
`,
  'README.md': `# ${id}

What it does for the visitor.

## Markup
\`[data-${id}]\`: the element it acts on.

## Settings (\`"${id}": {...}\` in the Voorkant settings)
| key | default | meaning |
|---|---|---|
| \`texts.ready\` | \`Klaar\` | shown once the module is ready |

## Events
None yet.
`,
  [`${id}.unit.test.ts`]: `import { describe, expect, test } from 'vitest';
import module from './index';

describe('${id}', () => {
  test('has the id of its folder', () => {
    expect(module.id).toBe('${id}');
  });
});
`,
  [`${id}.browser.test.ts`]: `import { describe, expect, test } from 'vitest';
import { withSite } from '../../test/browser/harness';

const site = withSite();

describe('${id} in Chromium', () => {
  test('marks its element ready', async () => {
    const { page } = await site.visit('/test/${id}/');
    await expect.poll(() => page.locator('[data-${id}]').getAttribute('data-${id.replace(/[A-Z]/g, '')}-state')).toBe('Klaar');
  });
});
`,
};

mkdirSync(folder, { recursive: true });
for (const [name, content] of Object.entries(files)) writeFileSync(join(folder, name), content);

const page = join(root, 'test/fixtures/pages', `${id}.html`);
writeFileSync(
  page,
  `<!--page {"title": "${id}"} -->
<main class="page">
  <h1>${id}</h1>
  <div data-${id}>Voorbeeld voor ${id}</div>
</main>
`,
);

const registryPath = join(root, 'registry.json');
const registry = JSON.parse(readFileSync(registryPath, 'utf8'));
registry.modules.push({
  id,
  description: 'What it does for the visitor.',
  selector: `[data-${id}]`,
  load: 'visible',
  scope: 'element',
  enabled: true,
  editor: true,
});
writeFileSync(registryPath, `${JSON.stringify(registry, null, 2)}\n`);

// The WordPress plugin's map of the scripts each module replaces: an empty entry to fill in.
const takeoverPath = join(root, 'takeover.json');
if (existsSync(takeoverPath)) {
  const takeover = JSON.parse(readFileSync(takeoverPath, 'utf8'));
  takeover.modules[id] ??= { from: 'theme', scripts: [] };
  writeFileSync(takeoverPath, `${JSON.stringify(takeover, null, 2)}\n`);
}

console.log(`Created modules/${id}/ (index.ts, ${id}.css, README.md, tests), a test page test/fixtures/pages/${id}.html (list the theme's or the add-on's script handles it replaces in takeover.json)
and its registry entry. Next: read modules/README.md, then \`npx vitest run modules/${id}\`.`);
