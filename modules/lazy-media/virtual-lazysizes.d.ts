// Types of `virtual:lazysizes-factory` (modules/lazy-media/lazysizes-factory.ts).
declare module 'virtual:lazysizes-factory' {
  import type lazySizes from 'lazysizes';

  /** Runs lazysizes' file the first time (it schedules its own start), then returns the instance. */
  export default function startLazySizes(): typeof lazySizes;
}
