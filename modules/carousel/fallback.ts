// The carousel's safety net: a 7.0-7.8 carousel's items show (the theme hides them until its script
// has built the carousel). The 7.9+ carousels lay out their first items by CSS, and testimonials
// from 7.4 on show the review the server marked; the 7.0-7.3 ones, whose stylesheet hides every
// review, have only the stylesheet net (net.css): the safety-net chunk holds every module's
// fallback and had no room for theirs (its budget, bench/budgets.json).
import type { Fallback } from '../../kernel/contract';

const fallback: Fallback = (elements) => {
  for (const root of elements)
    for (const item of root.querySelectorAll<HTMLElement>('.fusion-carousel-item-wrapper'))
      item.style.visibility = 'visible';
};
export default fallback;
