// Loads when the address fragment matches the registry's `hash` pattern, at load or on change
// (a lightbox deep link such as #gallery-1/3).
import type { Strategy } from '../contract';

const hash: Strategy = (load, _element, entry) => {
  // The build checked the pattern (kernel/registry-check.ts): a registry that passes needs no check here.
  const pattern = new RegExp(entry.hash ?? '^$');
  const check = () => {
    if (pattern.test(location.hash.slice(1))) void load();
  };
  addEventListener('hashchange', check);
  check();
  return () => removeEventListener('hashchange', check);
};
export default hash;
