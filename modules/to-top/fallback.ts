// The to-top link's safety net: shown (the theme's own active class), so it stays a plain `#` link
// to the top of the page when the to-top module cannot run.
import type { Fallback } from '../../kernel/contract';

const fallback: Fallback = (elements) => {
  for (const link of elements) link.classList.add('fusion-to-top-active');
};
export default fallback;
