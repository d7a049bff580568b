// Loads when the address fragment matches the registry's `hash` pattern, at load or on change
// (a lightbox deep link such as #gallery-1/3).
import type { Strategy } from '../contract';

const hash: Strategy = (load, _element, entry) => {
  let pattern: RegExp;
  try {
    pattern = new RegExp(entry.hash ?? '^$');
  } catch {
    console.error(`[voorkant] ${entry.id}: registry "hash" is not a valid pattern: ${entry.hash}`);
    return undefined;
  }
  const check = () => {
    if (pattern.test(location.hash.slice(1))) void load();
  };
  addEventListener('hashchange', check);
  check();
  return () => removeEventListener('hashchange', check);
};
export default hash;
