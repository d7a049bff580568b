// The entry chunk (dist/kernel.js): boots the kernel once the document is parsed, with every module
// folder as its own lazily imported chunk, and opens the inspector when asked.
import fixtureModules from '#fixtures';
import registryJson from '../registry.json';
import type { RegistryEntry } from './contract';
import { createKernel, type Kernel } from './kernel';
import type { ModuleStatus } from './lifecycle';
import type { ModuleLoader } from './registry';

declare global {
  interface Window {
    /** The running kernel, for other scripts of the site and for the inspector. */
    voorkant?: Pick<Kernel, 'scan' | 'bus' | 'site'> & { status(): ModuleStatus[] };
  }
}

// Checked against the module folders at build time (kernel/registry-check.ts).
const registry = registryJson as unknown as { modules: RegistryEntry[] };

function boot(): void {
  if (window.voorkant) return;
  const kernel = createKernel({
    registry: fixtureModules.registry
      ? { modules: [...registry.modules, ...fixtureModules.registry.modules] }
      : registry,
    loaders: {
      ...import.meta.glob<Awaited<ReturnType<ModuleLoader>>>('../modules/*/index.ts'),
      ...fixtureModules.loaders,
    },
  });
  window.voorkant = { scan: kernel.scan, bus: kernel.bus, site: kernel.site, status: kernel.status };
  if (kernel.site.kernel.debug || new URLSearchParams(location.search).get('voorkant') === 'debug') {
    import('./inspector/inspector')
      .then(({ openInspector }) => openInspector(kernel))
      .catch((error: unknown) => console.error('[voorkant] the inspector did not load:', error));
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else boot();
