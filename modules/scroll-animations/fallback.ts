// The safety net of scroll-animations: without the module every animated element shows, as the
// theme's stylesheet shows them under `dont-animate`; each is also made visible inline, in case the
// module had already put `do-animate` on the body before it failed.
import type { Fallback } from '../../kernel/contract';

const fallback: Fallback = (elements) => {
  document.body.classList.remove('do-animate');
  document.body.classList.add('dont-animate');
  for (const element of elements) (element as HTMLElement).style.visibility = 'visible';
};
export default fallback;
