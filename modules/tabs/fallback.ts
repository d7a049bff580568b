// The tabs widget's safety net: the theme prints every content but the first with an inline
// `display: none` that only its script clears. Lifted means: every content shown, stacked under the
// tab links, so "Recent" and the comments can be read without the module. Plain DOM.
import type { Fallback } from '../../kernel/contract';

const fallback: Fallback = (elements) => {
  for (const widget of elements)
    for (const content of widget.querySelectorAll<HTMLElement>('.fusion-tab-content'))
      content.style.display = 'block';
};

export default fallback;
