// Types of the module list the build generates (kernel/registry-build.ts).
declare module 'virtual:voorkant-modules' {
  import type { ShippedEntry } from './registry';

  const modules: ShippedEntry[];
  export default modules;
}

// Every module's safety net by id (kernel/registry-build.ts), for kernel/safety-net.ts.
declare module 'virtual:voorkant-fallbacks' {
  import type { Fallback } from './contract';

  const fallbacks: Record<string, Fallback>;
  export default fallbacks;
}
