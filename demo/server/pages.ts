// Renders the Dutch demo pages: each file in demo/pages is a page's content with a JSON header
// comment; the layout adds the theme's header and footer, the platform's inline settings scripts
// (with a per-response nonce), Voorkant's JSON settings tag and the kernel script.

import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Backend } from './backend';
import { cartRows } from './cart-rows';
import { defaultVideoProviderHosts } from './csp-policy';
import { legacyHeader } from './legacy-header';
import { type MenuEntry, mainMenuTree } from './main-menu';
import { ajaxUrl, restRoot } from './platform';
import { privacyBar, privacyGlobal } from './privacy-bar';
import { netDelayMs } from './routes/net-delay';
import { sideNavGlobal } from './side-navigation';
import { layoutsHeader, type SearchStyle } from './site-menu';
import { type SlidingBarOptions, slidingBar, slidingBarBodyClasses, slidingBarOptions } from './sliding-bar';
import { themeGlobalScripts, themeGlobals } from './theme-globals';

export const pagesDir = new URL('../pages/', import.meta.url).pathname;
const themeCssDir = new URL('../assets/theme/', import.meta.url).pathname;

/**
 * The theme's stylesheet for the demo, one file per area in demo/assets/theme/ (`gates.css` holds
 * the rules that hide or collapse things until a script acts), after site.css.
 */
function themeStylesheets(): string[] {
  if (!existsSync(themeCssDir)) return [];
  return readdirSync(themeCssDir)
    .filter((name) => name.endsWith('.css'))
    .sort((a, b) => (a === 'gates.css' ? -1 : b === 'gates.css' ? 1 : a.localeCompare(b)))
    .map((name) => `/assets/theme/${name}`);
}

export interface PageMeta {
  title: string;
  /** Label in the site menu; pages without one are not listed. */
  nav?: string;
  order?: number;
  /** Voorkant settings for this page (merged over the site's). */
  settings?: Record<string, unknown>;
  ctPublic?: Record<string, unknown>;
  ctPublicFunctions?: Record<string, unknown>;
  bodyClass?: string;
  /** The menu's search style in a Layouts header (default: the overlay). */
  menuSearch?: SearchStyle;
  /**
   * The page's header: `legacy` (default), the theme's header v1 with the flyout phone menu, or
   * `layouts`, a header built in the page builder's Layouts (containers with the menu element).
   */
  header?: 'legacy' | 'layouts';
  /** The legacy header's phone-menu design, the theme's `mobile_menu_design` (default: flyout). */
  mobileMenu?: 'flyout' | 'modern' | 'classic';
  /**
   * The main menu this page shows instead of the site's (Avada's per-page "Main Navigation" option),
   * e.g. a one-page site whose items are anchors: `[{"label": "Prijzen", "href": "#prijzen"}]`.
   */
  mainMenu?: MenuEntry[];
  /**
   * `plain`: Avada's blank page template (blank.php; confirmation and maintenance pages): the page's
   * content without the theme's header and footer. The to-top link follows `status_totop` as on
   * every page (templates/to-top.php prints it unless the setting is `off`).
   */
  layout?: 'site' | 'plain';
  /** Values of the theme's printed settings objects for this page, by global name (theme-globals.ts). */
  theme?: Record<string, Record<string, unknown>>;
  /**
   * The theme's privacy options are on for this page: its consent bar after the footer (left out,
   * as the theme leaves it out, for a visitor whose cookie says the bar was answered) and
   * `avadaPrivacyVars`. The page's content holds its embeds back as the theme prints them.
   */
  privacy?: boolean;
  /**
   * The theme's legacy sliding bar is on for this page (Global Options, Sliding Bar): printed at the
   * end of `#wrapper` with its body classes. A test's `?slidingbar=left,open` changes its position,
   * toggle style or opening on load.
   */
  slidingBar?: SlidingBarOptions;
  /**
   * The page uses the theme's Side Navigation template: `avadaSideNavVars` is printed (its sidebar,
   * the page's `<!--sidebar-->` part, prints the `ul.side-nav` list itself).
   */
  sideNav?: boolean;
}

export interface Page {
  route: string;
  meta: PageMeta;
  content: string;
}

const header = /^<!--page\s+(\{[\s\S]*?\})\s*-->\s*/;

function routeOf(file: string): string {
  const path = relative(pagesDir, file)
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '');
  return path ? `/${path}/` : '/';
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : name.endsWith('.html') ? [path] : [];
  });
}

export function readPage(file: string): Page {
  const text = readFileSync(file, 'utf8');
  const found = text.match(header);
  const meta: PageMeta = found ? JSON.parse(found[1]!) : { title: routeOf(file) };
  return { route: routeOf(file), meta, content: found ? text.slice(found[0].length) : text };
}

export function allPages(): Page[] {
  return walk(pagesDir)
    .map(readPage)
    .sort((a, b) => (a.meta.order ?? 99) - (b.meta.order ?? 99) || a.route.localeCompare(b.route));
}

/** Test-only pages (test/fixtures/pages), served under /test/ when the server runs the test build. */
export const fixturePagesDir = new URL('../../test/fixtures/pages/', import.meta.url).pathname;

export function findPage(route: string, withFixtures = false): Page | undefined {
  const clean = route.endsWith('/') ? route : `${route}/`;
  const fixture = withFixtures && clean.startsWith('/test/');
  const dir = fixture ? fixturePagesDir : pagesDir;
  const path = fixture ? clean.slice('/test/'.length, -1) : clean.slice(1, -1);
  const file = path === '' ? join(dir, 'index.html') : join(dir, `${path}.html`);
  const candidates = [file, join(dir, path, 'index.html')];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) return undefined;
  const page = readPage(found);
  return fixture ? { ...page, route: clean } : page;
}

/** The platform's settings as the anti-spam add-on prints them on a public page. */
export function platformSettings(backend: Backend, origin: string) {
  const ajaxNonce = backend.issueNonce();
  return {
    ctPublicFunctions: {
      _ajax_nonce: ajaxNonce,
      _rest_nonce: backend.issueNonce(),
      _ajax_url: ajaxUrl,
      _rest_url: `${origin}${restRoot}`,
      data__cookies_type: 'none',
      data__ajax_type: 'rest',
      bot_detector_enabled: '0',
      data__frontend_data_log_enabled: 1,
      cookiePrefix: '',
      wprocket_detected: false,
      host_url: new URL(origin).host,
      text__ee_click_to_select: 'Klik om het hele e-mailadres te selecteren',
      text__ee_original_email: 'Het volledige adres is',
      text__ee_got_it: 'Begrepen',
      text__ee_blocked: 'Geblokkeerd',
      text__ee_cannot_connect: 'Kan geen verbinding maken',
      text__ee_cannot_decode: 'Kan het e-mailadres niet ontsleutelen. Onbekende reden',
      text__ee_email_decoder: 'E-mail-ontsleuteling door CleanTalk',
      text__ee_wait_for_decoding: 'Het e-mailadres wordt ontsleuteld, een moment geduld.',
      text__ee_decoding_process: 'Bezig met ontsleutelen van de contactgegevens...',
    },
    ctPublic: {
      _ajax_nonce: ajaxNonce,
      settings__forms__check_internal: '0',
      settings__forms__check_external: '0',
      settings__forms__force_protection: '0',
      settings__forms__search_test: '1',
      settings__forms__wc_add_to_cart: '0',
      settings__sfw__anti_crawler: '0',
      blog_home: `${origin}/`,
      pixel__setting: '3',
      pixel__enabled: false,
      pixel__url: '',
      data__email_check_before_post: '1',
      data__email_check_exist_post: '1',
      data__cookies_type: 'none',
      data__key_is_ok: true,
      data__visible_fields_required: true,
      wl_brandname: 'Anti-Spam by CleanTalk',
      wl_brandname_short: 'CleanTalk',
      ct_checkjs_key: 1795637287,
      emailEncoderPassKey: 'a3f1c9e2b7d44c0e9a8b6f5d3c2e1f0a',
      bot_detector_forms_excluded: 'W10=',
      advancedCacheExists: false,
      varnishCacheExists: false,
      wc_ajax_add_to_cart: true,
      theRealPerson: {
        phrases: {
          trpHeading: 'Het Echte Persoon-badge!',
          trpContent1: 'De reageerder gedraagt zich als een echt mens en is geverifieerd als geen bot.',
          trpContent2: 'Alle tests tegen spambots zijn doorstaan. Anti-Spam by CleanTalk.',
          trpContentLearnMore: 'Meer informatie',
        },
        trpContentLink: 'https://cleantalk.org/the-real-person?utm_source=voorkant-demo',
        imgPersonUrl: '/assets/img/real-person.svg',
        imgShieldUrl: '/assets/img/shield.svg',
      },
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON inside <script>: `</` would end the tag early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function parseJsonParam(query: URLSearchParams, name: string): Record<string, unknown> {
  const raw = query.get(name);
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw);
    return typeof parsed === 'object' && parsed && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** The body classes the theme prints for its legacy header, by the header's sticky switches. */
function legacyHeaderBodyClasses(overrides: Record<string, unknown> = {}): string {
  const printed = themeGlobals.find((global) => global.name === 'avadaHeaderVars')?.value ?? {};
  const vars = { ...printed, ...overrides };
  const on = (key: string) => String(vars[key] ?? '') === '1';
  return [
    on('header_sticky') ? 'fusion-sticky-header' : '',
    on('header_sticky_tablet') ? '' : 'no-tablet-sticky-header',
    on('header_sticky_mobile') ? '' : 'no-mobile-sticky-header',
    `mobile-menu-design-${vars.mobile_menu_design ?? 'flyout'} fusion-header-layout-v1`,
  ]
    .filter(Boolean)
    .join(' ');
}

export interface RenderOptions {
  backend: Backend;
  origin: string;
  query: URLSearchParams;
  /** Serve under a strict Content-Security-Policy (links then stay under /csp/). */
  csp: boolean;
  /** Where the bundle is served. */
  distPath: string;
  /** The cookies the browser sent (the theme prints its privacy bar by the consent cookie). */
  cookies?: Record<string, string>;
}

export function renderPage(
  page: Page,
  options: RenderOptions,
): { html: string; nonce: string; settings: Record<string, unknown> } {
  const { backend, origin, query } = options;
  const nonce = randomBytes(12).toString('base64');
  const platform = platformSettings(backend, origin);
  const ctPublic = { ...platform.ctPublic, ...page.meta.ctPublic, ...parseJsonParam(query, 'ctPublic') };
  const ctPublicFunctions = {
    ...platform.ctPublicFunctions,
    ...page.meta.ctPublicFunctions,
    ...parseJsonParam(query, 'ctPublicFunctions'),
  };
  // Site-wide settings first (the providers embedded videos may come from: the strict policy's
  // frame-src), then the page's, then a test's.
  const settings: Record<string, unknown> = {
    videoProviderHosts: defaultVideoProviderHosts,
    ...page.meta.settings,
    ...parseJsonParam(query, 'settings'),
  };
  const prefix = options.csp ? '/csp' : '';
  const menuPages = allPages()
    .filter((candidate) => candidate.meta.nav)
    .map((candidate) => ({ route: candidate.route, label: candidate.meta.nav! }));
  // Avada's blank page template prints neither header nor footer (avada_header_template() and
  // footer.php skip them for blank.php).
  const blank = page.meta.layout === 'plain';
  const layouts = page.meta.header === 'layouts';
  const legacy = !blank && !layouts;
  const siteHeader = blank
    ? ''
    : layouts
      ? layoutsHeader(menuPages, page.route, prefix, page.meta.menuSearch)
      : legacyHeader({
          tree: page.meta.mainMenu ?? mainMenuTree(menuPages),
          slug: page.meta.mainMenu
            ? `${page.route.split('/').filter(Boolean).join('-') || 'home'}-menu`
            : 'hoofdmenu',
          currentRoute: page.route,
          prefix,
          design: page.meta.mobileMenu,
        });
  const toTopStatus = {
    ...themeGlobals.find((global) => global.name === 'avadaToTopVars')?.value,
    ...page.meta.theme?.avadaToTopVars,
  }.status_totop;
  const platformScripts =
    query.get('platform') === 'none'
      ? ''
      : `<script nonce="${nonce}">var ctPublicFunctions = ${scriptJson(ctPublicFunctions)};\nvar ctPublic = ${scriptJson(ctPublic)};${
          query.get('admin') === '1'
            ? `\nvar ctAdminCommon = ${scriptJson({ _ajax_nonce: ctPublic._ajax_nonce })};`
            : ''
        }</script>`;
  // `?theme=none` leaves out the theme's settings objects (below), as on a page of another theme.
  // The stylesheet net (dist/kernel.css) after the theme's stylesheets, as the WordPress plugin
  // prints it; `?netdelay=N` sets its delay as a host that changes `safetyNetMs` does.
  const netDelay = netDelayMs(query.get('netdelay'));
  // `?editor=1`: the page renders in the builder's live preview (Avada's body class below).
  const editor = query.get('editor') === '1';
  // As the WordPress host prints them, after the platform's globals (demo/server/preload-hints.ts);
  // `?preload=0` leaves them out, as the host's `voorkant_preload_hints` filter can.
  const preloads = (
    query.get('preload') === '0'
      ? []
      : backend.preloads({
          settings,
          printedGlobals: new Set(platformScripts ? ['ctPublic', 'ctPublicFunctions'] : []),
          editor,
        })
  )
    .map((file) => `<link rel="modulepreload" href="${options.distPath}${file}">\n`)
    .join('');
  // The body classes the theme prints on every page (those its stylesheet keys on; the legacy
  // header's with that header, from its sticky switches), then the page's.
  const bar =
    page.meta.slidingBar && !blank ? slidingBarOptions(page.meta.slidingBar, query.get('slidingbar')) : null;
  const bodyClass = [
    'fusion-body ltr',
    legacy ? legacyHeaderBodyClasses(page.meta.theme?.avadaHeaderVars) : '',
    blank ? 'page-template page-template-blank page-template-blank-php' : '',
    'avada-responsive fusion-top-header avada-dropdown-styles',
    bar ? slidingBarBodyClasses(bar) : '',
    page.meta.bodyClass,
    editor ? 'fusion-builder-live' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const footer = `<div class="fusion-footer">
<footer id="footer" class="fusion-footer-copyright-area">
  <div class="fusion-row">
    <div class="fusion-copyright-content">
      <div class="fusion-copyright-notice">
        <div>© 2026 Fietsenwinkel De Spaak · Kerkstraat 12, 3811 CV Amersfoort · KvK 12345678</div>
        <div><a href="?voorkant=debug">Voorkant-inspector (voor beheerders)</a></div>
      </div>
    </div>
  </div>
</footer>
</div>`;
  const toTop = `<section class="to-top-container to-top-right" aria-labelledby="awb-to-top-label">
  <a href="#" id="toTop" class="fusion-top-top-link"><span class="screen-reader-text" id="awb-to-top-label">Naar boven</span></a>
</section>`;
  // The theme's footer.php prints this link on every template, the blank one too; the blank page
  // here leaves it out, so the demo has a page where nothing is for Voorkant (its only use is the
  // `#_id` scroll after load, which anchor-scroll's selector matches it for).
  const pageLoadLink =
    '<a class="fusion-one-page-text-link fusion-page-load-link" tabindex="-1" href="#" aria-hidden="true">Pagina laden</a>';
  // The content before a `<!--/sliders-->` marker is the page's slider area (`#sliders-container`,
  // between the header and the content, where the theme prints the Avada Slider).
  const [sliders, content] = page.content.includes('<!--/sliders-->')
    ? page.content.split('<!--/sliders-->', 2)
    : ['', page.content];
  // Content after a `<!--sidebar-->` marker is the page's sidebar (`aside#sidebar`, printed by the
  // page itself), beside `section#content` in `#main > .fusion-row` as the theme prints it.
  const [main, sidebar = ''] = content!.split('<!--sidebar-->', 2);
  const html = `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.meta.title)} – Fietsenwinkel De Spaak</title>
<link rel="stylesheet" href="/assets/site.css">
${themeStylesheets()
  .map((href) => `<link rel="stylesheet" href="${href}">`)
  .join('\n')}
<link rel="stylesheet" href="${options.distPath}kernel.css">
${netDelay === null ? '' : `<link rel="stylesheet" href="/net-delay.css?ms=${netDelay}">\n`}${platformScripts}
<script type="application/json" id="voorkant-settings">${scriptJson(settings)}</script>
${preloads}<script type="module" async src="${options.distPath}kernel.js"></script>
</head>
<body class="${bodyClass}">
<a class="skip-link screen-reader-text" href="#content">Naar de inhoud</a>
<div id="boxed-wrapper">
<div id="wrapper" class="fusion-wrapper${blank ? ' wrapper_blank' : ''}">
${siteHeader}
<div id="sliders-container" class="fusion-slider-visibility">${sliders!}</div>
<main id="main" class="clearfix width-100">
<div class="fusion-row">
<section id="content"${sidebar ? '' : ' class="full-width"'}>
<div class="post-content">
${main!.replace('<!--cart-rows-->', cartRows())}
</div>
</section>${sidebar}
</div>
</main>
${blank ? '' : footer}
${bar ? slidingBar(bar) : ''}
</div>
</div>
${toTopStatus === 'off' ? '' : toTop}
${blank ? '' : pageLoadLink}
${page.meta.privacy ? privacyBar(options.cookies ?? {}) : ''}
<div class="avada-footer-scripts">
${
  query.get('theme') === 'none'
    ? ''
    : themeGlobalScripts(nonce, page.meta.theme, [
        ...(page.meta.privacy ? [privacyGlobal] : []),
        ...(page.meta.sideNav ? [sideNavGlobal] : []),
      ])
}
</div>
<script src="/assets/site/shop.js" defer></script>
</body>
</html>`;
  return { html, nonce, settings };
}
