// The strategies few pages use, by their registry letter: one chunk the kernel fetches with one
// import() when a page's entries need any of them (kernel/strategies/lazy.ts).
export { default as h } from './hash';
export { default as n } from './interaction';
export { default as m } from './media';
export { default as s } from './scroll';
