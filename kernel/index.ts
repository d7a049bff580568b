// The entry chunk (dist/kernel.js): boots the kernel once the document is parsed, with every module
// folder as its own lazily imported chunk, and opens the inspector when asked.
import modules from 'virtual:voorkant-modules';
import { createKernel, type Kernel } from './kernel';
import type { ModuleStatus } from './module-slot';

declare global {
  interface Window {
    /** The running kernel, for other scripts of the site and for the inspector. */
    voorkant?: Pick<Kernel, 'scan' | 'bus' | 'site'> & { status(): ModuleStatus[] };
  }
}

function boot(): void {
  if (window.voorkant) return;
  const kernel = createKernel({ modules });
  window.voorkant = kernel;
  if (kernel.site.kernel.debug || /[?&]voorkant=debug\b/.test(location.search))
    // A chunk that fails says so itself ("Failed to fetch dynamically imported module: …/inspector.js").
    import('./inspector/inspector').then(({ openInspector }) => openInspector(kernel), console.error);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else boot();
