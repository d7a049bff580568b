// Turns the module list the build shipped (registry.json, checked and trimmed at build time by
// kernel/registry-build.ts) into the entries the kernel runs, with the registry's defaults.
import type { ModuleDefinition, RegistryEntry, StrategyName } from './contract';

export type ModuleLoader = () => Promise<{ default: ModuleDefinition<never, never, never> }>;

/** A registry entry as shipped: fields equal to their default are left out, the loader added. */
export type ShippedEntry = Partial<RegistryEntry> &
  Pick<RegistryEntry, 'id' | 'load'> & { loader: ModuleLoader; fallback?: 1 };

export interface LoadableEntry extends RegistryEntry {
  loader: ModuleLoader;
  strategies: StrategyName[];
  /** The module folder has a `fallback.ts` (its safety net). */
  fallback?: 1;
}

export const readRegistry = (modules: ShippedEntry[]): LoadableEntry[] =>
  modules.map((entry) => ({
    scope: 'element',
    enabled: true,
    editor: false,
    ...entry,
    strategies: ([] as StrategyName[]).concat(entry.load),
  }));
