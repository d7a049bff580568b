// The layers of the source tree and who may import whom (docs/DESIGN.md, "The house"):
// - kernel/ imports only kernel/ and packages: the micro-kernel knows no theme, add-on or module;
// - theme-platform/ and antispam-platform/ never import a module;
// - a module never imports another module's folder.
// Imports are read from the syntax tree (Vite's oxc parser), so an import in a comment or a string
// (the registry plug-in writes `import()` calls as text) is not one, and every form counts: static
// imports and re-exports, `import type`, `import()`, and TypeScript's `typeof import('…')`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parseSync } from 'vite';

const sourceFile = /\.(m?[jt]s|tsx)$/;

/** Folders whose files the rules cover, from the project folder. */
const layers = ['kernel', 'theme-platform', 'antispam-platform', 'modules'];

interface Found {
  /** The specifier as written, or null for an `import()` of a computed address. */
  specifier: string | null;
  /** Where the import and its address start in the file. */
  start: number;
  sourceStart: number;
}

interface Node {
  type?: string;
  start?: number;
  [key: string]: unknown;
}

function literalText(node: Node | null | undefined): string | null {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  const quasis = node.quasis as { value: { cooked: string } }[] | undefined;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0)
    return quasis?.[0]?.value.cooked ?? null;
  return null;
}

const request = (node: Node, source: Node): Found => ({
  specifier: literalText(source),
  start: node.start ?? 0,
  sourceStart: source.start ?? 0,
});

/** Every module request in a parsed file, found by walking the whole tree. */
function requestsIn(root: Node): Found[] {
  const found: Found[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const node = value as Node;
    switch (node.type) {
      case 'ImportDeclaration':
      case 'ExportAllDeclaration':
      case 'ExportNamedDeclaration':
      case 'ImportExpression':
      case 'TSImportType':
        if (node.source) found.push(request(node, node.source as Node));
        break;
      case 'TSExternalModuleReference':
        found.push(request(node, node.expression as Node));
        break;
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'type') visit(child);
  };
  visit(root);
  return found;
}

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => sourceFile.test(name) && !name.split(sep).includes('node_modules'))
    .map((name) => join(folder, name));
}

/** The layer a project path is in: `kernel`, `theme-platform`, `antispam-platform`, `modules/<id>`, or another top folder. */
function layerOf(path: string): string {
  const [top, second] = path.split(sep);
  return top === 'modules' && second ? `modules/${second}` : (top ?? '');
}

/** What the rules say of an import from layer `from` into project path `target`, or null when allowed. */
function ruleBroken(from: string, target: string): string | null {
  const into = layerOf(target);
  if (from === 'kernel' && into !== 'kernel') return 'kernel/ imports only kernel/ and packages';
  if ((from === 'theme-platform' || from === 'antispam-platform') && into.startsWith('modules/'))
    return `${from}/ never imports a module`;
  if (from.startsWith('modules/') && into.startsWith('modules/') && into !== from)
    return "a module never imports another module's folder: shared code goes to theme-platform/, antispam-platform/ or kernel/services/";
  return null;
}

/**
 * Every import in kernel/, theme-platform/, antispam-platform/ and modules/ under `root` that breaks
 * a rule, as `file: specifier (rule)` with paths from `root`. An `import()` of a computed address
 * counts as outside its layer unless it carries `@vite-ignore` (an address the browser resolves
 * against the built chunk, as the runtime's module loader does): Vite would otherwise resolve it
 * against the source folders.
 */
export function importLayerProblems(root: string): string[] {
  const problems: string[] = [];
  for (const layer of layers) {
    for (const file of filesUnder(join(root, layer))) {
      const path = relative(root, file);
      const from = layerOf(path);
      const text = readFileSync(file, 'utf8');
      const parsed = parseSync(file, text, { lang: file.endsWith('x') ? 'tsx' : 'ts' });
      if (parsed.errors.length > 0) {
        problems.push(`${path}: does not parse (${parsed.errors[0]?.message})`);
        continue;
      }
      for (const { specifier, start, sourceStart } of requestsIn(parsed.program as unknown as Node)) {
        if (specifier === null) {
          const ignored = parsed.comments.some(
            (comment) =>
              comment.start >= start && comment.end <= sourceStart && comment.value.includes('@vite-ignore'),
          );
          if (!ignored) problems.push(`${path}: import() of a computed address without /* @vite-ignore */`);
          continue;
        }
        if (!specifier.startsWith('.') && !specifier.startsWith('/')) continue;
        const target = relative(root, resolve(dirname(file), specifier.replace(/[?#].*$/, '')));
        const broken = ruleBroken(from, target);
        if (broken) problems.push(`${path}: ${specifier} (${broken})`);
      }
    }
  }
  return problems;
}
