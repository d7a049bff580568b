// `/net-delay.css?ms=N`: the stylesheet a host adds when it changes the kernel's `safetyNetMs`,
// setting the stylesheet net's delay to the same value (kernel/net-build.ts; a stylesheet, never an
// inline style, so a strict Content-Security-Policy holds). Pages link it for `?netdelay=N`, which
// tests use to see the net act without waiting its five seconds.
import type { Backend } from '../backend';

/** A delay the demo accepts, in ms, or null. */
export function netDelayMs(value: string | null): number | null {
  if (value === null || !/^\d{1,5}$/.test(value)) return null;
  return Number(value);
}

export default function install(backend: Backend): void {
  backend.route('GET', /^\/net-delay\.css$/, ({ url }) => {
    const ms = netDelayMs(url.searchParams.get('ms'));
    return ms === null
      ? { status: 400, body: 'ms: a whole number of milliseconds' }
      : {
          status: 200,
          headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-store' },
          body: `:root{--voorkant-net-delay:${ms}ms}\n`,
        };
  });
}
