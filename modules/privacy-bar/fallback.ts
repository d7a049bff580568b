// The privacy bar's safety net: shown, as the theme's script shows it (its stylesheet hides the bar
// until then), so a visitor is still told about cookies when the module cannot run. The held-back
// embeds it also matches stay behind their placeholders, which show without a script.
import type { Fallback } from '../../kernel/contract';

const fallback: Fallback = (elements) => {
  for (const bar of elements)
    if (bar.classList.contains('fusion-privacy-bar')) (bar as HTMLElement).style.display = 'block';
};
export default fallback;
