// The safety net of the builder Tabs: every pane is shown, in order, so no tab's content is out of
// reach. Above the content break point the tab list then works as in-page links to the panes; below
// it each pane follows the title the theme prints above it.
import type { Fallback } from '../../kernel/contract';

const fallback: Fallback = (elements) => {
  for (const root of elements) {
    for (const pane of root.querySelectorAll<HTMLElement>(':scope > .tab-content > .tab-pane')) {
      pane.style.display = 'block';
      pane.style.opacity = '1';
    }
  }
};
export default fallback;
