// The theme's shared base on the page (issue 46, item 4): the `<html>` classes that the theme's
// `cssua` and Modernizr scripts set and its stylesheets select on (`.ua-mobile #main{background-
// attachment:scroll!important}`, …), so those scripts can go with the rest of the theme's. Runs
// wherever the theme printed its settings (registry `when`: `window.fusionJSVars`), before any
// other theme module's work, as the theme's base scripts ran before its others.
import { defineModule } from '../../kernel/contract';
import { browserClasses } from '../../theme-platform/browser-classes';

export default defineModule({
  id: 'theme-base',
  init() {
    const root = document.documentElement.classList;
    // Where the theme's own scripts still run (the live editor) they set these first: keep theirs.
    const added = browserClasses().filter((name) => !root.contains(name));
    root.add(...added);
    // Modernizr's one class swap: a `no-js` the page printed becomes `js` (rules such as
    // `.no-js … .js-only{display:none}` show script-only parts once scripts run).
    const swapped = root.replace('no-js', 'js');
    // The theme's own inline script in the head (`Avada_Head::set_user_agent`, every page) writes the
    // user agent on <html>; the plugin leaves it out while this module runs (takeover.json `inline`).
    const html = document.documentElement;
    const agent = html.hasAttribute('data-useragent');
    if (!agent) html.setAttribute('data-useragent', navigator.userAgent);
    return () => {
      root.remove(...added);
      if (swapped) root.replace('js', 'no-js');
      if (!agent) html.removeAttribute('data-useragent');
    };
  },
});
