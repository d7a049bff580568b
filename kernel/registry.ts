// Pairs the registry's entries with their module's code loader. The registry itself was checked at
// build time (kernel/registry-check.ts), so the browser only pairs and never re-validates.
import type { ModuleDefinition, RegistryEntry, StrategyName } from './contract';

export type ModuleLoader = () => Promise<{ default: ModuleDefinition<never, never, never> }>;

export interface LoadableEntry extends RegistryEntry {
  loader: ModuleLoader;
  strategies: StrategyName[];
}

/** Pairs registry entries with the loaders `import.meta.glob` found, keyed by module folder name. */
export function readRegistry(
  registry: { modules?: RegistryEntry[] },
  loaders: Record<string, ModuleLoader>,
): LoadableEntry[] {
  const byId = new Map<string, ModuleLoader>();
  for (const [path, loader] of Object.entries(loaders)) byId.set(path.split('/').at(-2)!, loader);
  const entries: LoadableEntry[] = [];
  for (const entry of registry.modules ?? []) {
    const loader = byId.get(entry.id);
    if (loader) entries.push({ ...entry, strategies: ([] as StrategyName[]).concat(entry.load), loader });
    else console.error(`[voorkant] module "${entry.id}" is in the registry but was not built; skipped`);
  }
  return entries;
}
