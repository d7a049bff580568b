// What the kernel imports to reach the runtime (kernel/module-slot.ts `loadRuntime`): the
// strategies and loading of matched modules. The runtime shares its chunk with the contract's
// helpers that module chunks import (vite.config.ts, the `runtime` group), so an import() of
// runtime.ts itself would make the bundler build a namespace object with its helper chunk
// (rolldown-runtime.js, 429 B gzip), fetched on every page with a module. This file is a chunk of
// its own that re-exports by name, fetched beside the runtime. Switching modules at run time has a
// door of its own (kernel/switch-modules.ts).
export { wait } from './module-load';
