// The strategies that can wait for a chunk, by their registry letter: they load on a visitor's act,
// a media change, an address or when the browser is idle, never for the first paint. One chunk the
// kernel fetches with one import() when a page's entries need any of them (kernel/strategies/lazy.ts).
export { default as h } from './hash';
export { default as i } from './idle';
export { default as n } from './interaction';
export { default as m } from './media';
export { default as s } from './scroll';
