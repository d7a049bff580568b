// The theme's shared base on the page (issue 46, item 4): the `<html>` classes that the theme's
// `cssua` and Modernizr scripts set and its stylesheets select on (`.ua-mobile #main{background-
// attachment:scroll!important}`, …), so those scripts can go with the rest of the theme's. Runs
// wherever the theme printed its settings (registry `when`: `window.fusionJSVars`): at once on touch
// screens, where `ua-mobile` counts from the first view, elsewhere at the first scroll (README).
import { defineModule } from '../../kernel/contract';
import { browserClasses } from '../../theme-platform/browser-classes';

export default defineModule({
  id: 'theme-base',
  init() {
    const html = document.documentElement;
    const classes = html.classList;
    // Where the theme's own scripts still run (the live editor) they set these first: keep theirs.
    const added = browserClasses().filter((name) => !classes.contains(name));
    classes.add(...added);
    // Modernizr's one class swap: a `no-js` the page printed becomes `js` (rules such as
    // `.no-js … .js-only{display:none}` show script-only parts once scripts run).
    const swapped = classes.replace('no-js', 'js');
    // The theme's own inline script in the head (`Avada_Head::set_user_agent`, every page) writes the
    // user agent on <html>; the plugin leaves it out while this module runs (takeover.json `inline`).
    const hadAgent = html.hasAttribute('data-useragent');
    if (!hadAgent) html.setAttribute('data-useragent', navigator.userAgent);
    return () => {
      classes.remove(...added);
      if (swapped) classes.replace('js', 'no-js');
      if (!hadAgent) html.removeAttribute('data-useragent');
    };
  },
});
