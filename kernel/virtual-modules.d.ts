// Types of the module list the build generates (kernel/registry-build.ts).
declare module 'virtual:voorkant-modules' {
  import type { ShippedEntry } from './registry';

  const modules: ShippedEntry[];
  export default modules;
}
