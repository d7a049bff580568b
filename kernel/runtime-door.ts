// What the kernel imports to reach the runtime (kernel/module-slot.ts `loadRuntime`) and the
// strategies that can wait (kernel/strategies/lazy.ts). The runtime shares its chunk with the
// contract's helpers that module chunks import and with those strategies (vite.config.ts, the
// `runtime` group), so an import() of runtime.ts itself would make the bundler build a namespace
// object with its helper chunk (rolldown-runtime.js, 429 B gzip), fetched on every page with a
// module. This file is a chunk of its own that re-exports by name, fetched beside the runtime.
export { run, switchModules } from './runtime';
export { default as h } from './strategies/hash';
export { default as i } from './strategies/idle';
export { default as n } from './strategies/interaction';
export { default as m } from './strategies/media';
export { default as s } from './strategies/scroll';
