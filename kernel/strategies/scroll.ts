// Loads on the page's first scroll, or at once when the page opens already scrolled (back to a
// page, a restored position): for what only matters once the visitor moves down the page (a sticky
// header, a to-top link, a scroll-spy), so a visitor who only reads the first screen never pays.
import type { Strategy } from '../contract';

const scroll: Strategy = (load) => {
  if (scrollY > 0) {
    void load();
    return undefined;
  }
  const start = () => void load();
  addEventListener('scroll', start, { once: true, passive: true });
  return () => removeEventListener('scroll', start);
};
export default scroll;
