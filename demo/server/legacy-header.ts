// Avada's legacy header v1 as the theme prints it (templates/header-v1.php, avada_main_menu(),
// templates/menu-mobile-flyout.php, menu-mobile-modern.php, menu-mobile-main.php and
// menu-mobile-search.php; THEME-MARKUP.md, "Legacy header menu and mobile menu";
// docs/theme-markup/header-phone-menus.md), in one of its three phone-menu designs: the flyout (the
// demo's default: flyout icons, which the theme prints as aria-hidden links, the flyout search form
// and background), modern (the icon links `.fusion-mobile-menu-icons` and the phone search below the
// bar) or classic (nothing but the holder and the phone search). The phone menu holder is EMPTY in
// the server's HTML: only a script fills and opens it.
import { type MenuEntry, mainMenuList } from './main-menu';

export interface LegacyHeaderOptions {
  tree: readonly MenuEntry[];
  /** The menu's slug: the list is `ul#menu-<slug>`. */
  slug: string;
  currentRoute: string;
  /** Prefix of the site's links (`/csp` on the strict-policy copy of the demo). */
  prefix: string;
  /** The theme's `mobile_menu_design` (default flyout). */
  design?: 'flyout' | 'modern' | 'classic';
}

const lines = '<div class="fusion-toggle-icon-line"></div>'.repeat(3);

/** The search form WordPress prints with Avada's searchform.php (clean design). */
function searchForm(prefix: string): string {
  return `<form role="search" class="searchform fusion-search-form fusion-search-form-clean" method="get" action="${prefix}/">
<div class="fusion-search-form-content">
<div class="fusion-search-field search-field"><label><span class="screen-reader-text">Zoeken naar:</span><input type="search" value="" name="s" class="s" placeholder="Zoeken..." required aria-required="true" aria-label="Zoeken..."></label></div>
<div class="fusion-search-button search-button"><input type="submit" class="fusion-search-submit searchsubmit" aria-label="Zoeken" value=""></div>
</div>
</form>`;
}

export function legacyHeader(options: LegacyHeaderOptions): string {
  const { prefix } = options;
  const logo = `<div class="fusion-logo" data-margin-top="24px" data-margin-bottom="24px" data-margin-left="0px" data-margin-right="0px">
<a class="fusion-logo-link" href="${prefix}/">
<!-- standard logo -->
<img src="/assets/img/logo-de-spaak.svg" width="170" height="36" alt="Fietsenwinkel De Spaak Logo" data-retina_logo_url="" class="fusion-standard-logo">
</a>
</div>`;
  const mainMenu = `<nav class="fusion-main-menu" aria-label="Hoofdmenu">${mainMenuList(options.tree, options.slug, options.currentRoute, prefix)}</nav>`;
  const design = options.design ?? 'flyout';
  if (design !== 'flyout') {
    const icons =
      design === 'modern'
        ? `<div class="fusion-mobile-menu-icons">
<a href="#" class="fusion-icon awb-icon-bars" aria-label="Mobiel menu openen of sluiten" aria-expanded="false"></a>
<a href="#" class="fusion-icon awb-icon-search" aria-label="Mobiel zoeken openen of sluiten"></a>
</div>`
        : '';
    return `<header class="fusion-header-wrapper">
<div class="fusion-header-v1 fusion-logo-alignment fusion-logo-left fusion-sticky-menu- fusion-sticky-logo- fusion-mobile-logo-  fusion-mobile-menu-design-${design}">
<div class="fusion-header-sticky-height"></div>
<div class="fusion-header">
<div class="fusion-row">
${logo}
${mainMenu}
${icons}
<nav class="fusion-mobile-nav-holder fusion-mobile-menu-text-align-left" aria-label="Hoofdmenu mobiel"></nav>
<div class="fusion-clearfix"></div>
<div class="fusion-mobile-menu-search">
${searchForm(prefix)}
</div>
</div>
</div>
</div>
<div class="fusion-clearfix"></div>
</header>`;
  }
  const menu = `${mainMenu}
<div class="fusion-flyout-menu-icons fusion-flyout-mobile-menu-icons">
<div class="fusion-flyout-search-toggle"><div class="fusion-toggle-icon">${lines}</div><a class="fusion-icon awb-icon-search" aria-hidden="true" aria-label="Zoeken openen of sluiten" href="#"></a></div>
<a class="fusion-flyout-menu-toggle" aria-hidden="true" aria-label="Menu openen of sluiten" href="#">${lines}</a>
</div>
<div class="fusion-flyout-search">
${searchForm(prefix)}
</div>
<div class="fusion-flyout-menu-bg"></div>
<nav class="fusion-mobile-nav-holder fusion-flyout-menu fusion-flyout-mobile-menu" aria-label="Hoofdmenu mobiel"></nav>`;
  return `<header class="fusion-header-wrapper">
<div class="fusion-header-v1 fusion-logo-alignment fusion-logo-left fusion-sticky-menu- fusion-sticky-logo- fusion-mobile-logo-  fusion-mobile-menu-design-flyout fusion-header-has-flyout-menu">
<div class="fusion-header-sticky-height"></div>
<div class="fusion-header">
<div class="fusion-row">
<div class="fusion-header-has-flyout-menu-content">
${logo}
${menu}
</div>
</div>
</div>
</div>
<div class="fusion-clearfix"></div>
</header>`;
}
