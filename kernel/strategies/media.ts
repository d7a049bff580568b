// Loads when the registry's media query matches (now or after a change).
import type { Strategy } from '../contract';

const media: Strategy = (load, _element, entry) => {
  const query = matchMedia(entry.media ?? 'all');
  const check = () => {
    if (query.matches) void load();
  };
  query.addEventListener('change', check);
  check();
  return () => query.removeEventListener('change', check);
};
export default media;
