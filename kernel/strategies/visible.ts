// Loads when a matched element comes near the viewport (`rootMargin` from the registry, 200px by default).
import type { Strategy } from '../contract';

const visible: Strategy = (load, element, entry) => {
  const observer = new IntersectionObserver(
    (records) => {
      if (records.some((record) => record.isIntersecting)) {
        observer.disconnect();
        void load();
      }
    },
    { rootMargin: entry.rootMargin ?? '200px' },
  );
  observer.observe(element);
  return () => observer.disconnect();
};
export default visible;
