// The theme's Side Navigation page template (side-navigation.php; docs/theme-markup/side-navigation.md):
// the page's sidebar prints the list itself (`ul.side-nav`, in the page's `<!--sidebar-->` part), and
// the theme prints `avadaSideNavVars` for its script only on such a page. The option's default, hover.
import type { ThemeGlobal } from './theme-globals';

export const sideNavGlobal: ThemeGlobal = {
  handle: 'avada-side-nav',
  name: 'avadaSideNavVars',
  value: { sidenav_behavior: 'hover' },
};
