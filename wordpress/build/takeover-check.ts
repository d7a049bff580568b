// Checks takeover.json (module id → the theme's and the add-on's script handles it replaces) against
// the registry at build time. Malformed entries, WordPress core handles and registry modules without
// an entry fail the build with what to fix. An entry for an id the registry does not have (yet) is
// allowed: another branch may be adding that module. It is left out of the shipped map, and the
// build names it once, so the plugin never acts for a module the build does not contain.

export interface TakeoverSource {
  label: string;
  /** Scripts under the active theme's folder count as this source's. */
  themeFolder: boolean;
  /** Plug-in folders (under wp-content/plugins) whose scripts count as this source's. */
  plugins: string[];
  /** Folders under wp-content/uploads whose scripts count as this source's. */
  uploads: string[];
  /** Handles of the combined file the theme's JS compiler builds; the scripts left in it are read from the theme's own list. */
  combined: string[];
  /** Base libraries this source's scripts share: dequeued only when none of its scripts is left. */
  shared: string[];
  /** Registered but never printed on the front end: for the record (docs/theme-markup/handles.md). */
  unused?: string[];
  /** Calls the declared dependencies miss: handle → handles it needs on the page all the same. */
  dependencies?: Record<string, string[]>;
}

export interface TakeoverEntry {
  from: string;
  scripts: string[];
  libraries?: string[];
  styles?: string[];
  /** Texts that identify inline scripts the source prints outside the queue for this module's job. */
  inline?: string[];
  /** Inline event-handler attributes (`name="value"`, as the source prints them) that call the replaced script. */
  handlers?: string[];
}

export interface TakeoverMap {
  $comment?: string;
  sources: Record<string, TakeoverSource>;
  modules: Record<string, TakeoverEntry>;
}

const handlePattern = /^[a-z0-9][a-z0-9._-]*$/;
/** WordPress core handles: never the plugin's to remove. */
const coreHandle =
  /^(jquery|jquery-core|jquery-migrate|jquery-ui-.*|wp-.*|react|react-dom|lodash|underscore|backbone)$/;
const entryKeys = new Set(['from', 'scripts', 'libraries', 'styles', 'inline', 'handlers']);
const sourceKeys = new Set([
  'label',
  'themeFolder',
  'plugins',
  'uploads',
  'combined',
  'shared',
  'unused',
  'dependencies',
]);

function handleProblems(where: string, value: unknown, say: (problem: string) => void): void {
  if (!Array.isArray(value)) {
    say(`${where} must be a list of script handles`);
    return;
  }
  for (const handle of value) {
    if (typeof handle !== 'string' || !handlePattern.test(handle))
      say(`${where} has an invalid handle ${JSON.stringify(handle)}`);
    else if (coreHandle.test(handle))
      say(`${where} names WordPress' own handle "${handle}": never remove core scripts`);
  }
}

/** Problems to fix, and the map's ids the registry does not have. */
export function takeoverProblems(
  map: unknown,
  registryIds: readonly string[],
): { problems: string[]; notInRegistry: string[] } {
  const problems: string[] = [];
  const say = (problem: string) => problems.push(`takeover.json: ${problem}`);
  const candidate = map as Partial<TakeoverMap> | null;
  if (typeof candidate !== 'object' || candidate === null)
    return { problems: ['takeover.json must hold an object'], notInRegistry: [] };
  const sources = candidate.sources ?? {};
  const modules = candidate.modules ?? {};
  const sourceHandles = new Map<string, string>();
  for (const [name, source] of Object.entries(sources)) {
    for (const key of Object.keys(source))
      if (!sourceKeys.has(key)) say(`source "${name}" has an unknown key "${key}"`);
    if (typeof source.label !== 'string') say(`source "${name}" needs a "label"`);
    if (typeof source.themeFolder !== 'boolean') say(`source "${name}" needs "themeFolder": true or false`);
    for (const key of ['plugins', 'uploads'] as const) {
      if (
        !Array.isArray(source[key]) ||
        !source[key].every((folder) => typeof folder === 'string' && /^[\w.-]+$/.test(folder))
      )
        say(`source "${name}" needs "${key}": a list of folder names`);
    }
    handleProblems(`source "${name}" "combined"`, source.combined, say);
    handleProblems(`source "${name}" "shared"`, source.shared, say);
    if (source.unused !== undefined) handleProblems(`source "${name}" "unused"`, source.unused, say);
    const calls = source.dependencies ?? {};
    if (typeof calls !== 'object' || calls === null || Array.isArray(calls))
      say(`source "${name}" "dependencies" must map a handle to the handles it calls`);
    else
      for (const [handle, needed] of Object.entries(calls)) {
        handleProblems(`source "${name}" "dependencies" key`, [handle], say);
        handleProblems(`source "${name}" "dependencies" of "${handle}"`, needed, say);
      }
    for (const handle of [...(source.combined ?? []), ...(source.shared ?? []), ...(source.unused ?? [])])
      sourceHandles.set(handle, name);
  }
  for (const [id, entry] of Object.entries(modules)) {
    const where = `module "${id}"`;
    if (typeof entry !== 'object' || entry === null) {
      say(`${where} must be an object with "from" and "scripts"`);
      continue;
    }
    for (const key of Object.keys(entry))
      if (!entryKeys.has(key)) say(`${where} has an unknown key "${key}"`);
    if (!(entry.from in sources)) say(`${where} needs "from": one of ${Object.keys(sources).join(', ')}`);
    handleProblems(`${where} "scripts"`, entry.scripts, say);
    if (entry.libraries !== undefined) handleProblems(`${where} "libraries"`, entry.libraries, say);
    if (entry.styles !== undefined) handleProblems(`${where} "styles"`, entry.styles, say);
    if (
      entry.inline !== undefined &&
      !(
        Array.isArray(entry.inline) &&
        entry.inline.every((text) => typeof text === 'string' && text.length >= 8)
      )
    )
      say(`${where} "inline" must be a list of texts (8 characters or more) that identify an inline script`);
    if (
      entry.handlers !== undefined &&
      !(
        Array.isArray(entry.handlers) &&
        entry.handlers.every((text) => /^on[a-z]+="[^"]+"$/.test(String(text)))
      )
    )
      say(
        `${where} "handlers" must be a list of event-handler attributes as printed, such as onclick="go(event)"`,
      );
    for (const handle of [...(entry.scripts ?? []), ...(entry.libraries ?? [])]) {
      if (sourceHandles.has(handle))
        say(`${where} lists "${handle}", which is a combined, shared or unused handle of its source`);
      if ((entry.scripts ?? []).includes(handle) && (entry.libraries ?? []).includes(handle))
        say(`${where} lists "${handle}" as a script and as a library`);
    }
  }
  for (const id of registryIds) {
    if (!(id in modules))
      say(`module "${id}" has no entry: add the handles its job replaces ("scripts": [] for none)`);
  }
  const notInRegistry = Object.keys(modules).filter((id) => !registryIds.includes(id));
  return { problems, notInRegistry };
}

/** The map as the plugin ships it: only the modules this build contains. */
export function shippedTakeover(map: TakeoverMap, registryIds: readonly string[]): TakeoverMap {
  const modules = Object.fromEntries(Object.entries(map.modules).filter(([id]) => registryIds.includes(id)));
  return { sources: map.sources, modules };
}
