// Loads when the browser is idle (at the latest after 2 s), so it never competes with the first paint.
import type { Strategy } from '../contract';

const idle: Strategy = (load) => {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(() => void load(), { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(() => void load(), 200);
  return () => clearTimeout(timer);
};
export default idle;
