// The lightbox (SPEC sections 2–5, 8, 9; THEME-MARKUP.md, "lightbox"): the theme's lightbox links
// (`iLightbox`/`prettyPhoto` groups and singles in `data-rel` or `rel`, the lightbox-link classes,
// Jetpack tiled galleries, post images) open in PhotoSwipe 5 instead of navigating, with the theme's
// settings (`fusionLightboxVars`). Only this small chunk loads with the first interaction (or a deep
// link); PhotoSwipe and its stylesheet load on the first open, and keys pressed meanwhile count. The
// item list is read from the live set of matched links at each open, so links added later join.
import { defineModule, pickSettings } from '../../kernel/contract';
import type { ChromeTexts } from './chrome-view';
import { type DeepLink, parseDeepLink } from './deep-link';
import type { ContentTexts } from './item-content';
import type { Size } from './item-size';
import { declaredType } from './item-types';
import stylesheet from './lightbox.css?url';
import { galleryName, groupOf, isMediaLink, lightboxRel } from './media-links';
import { watchOpeningKeys } from './opening-keys';
import type { ShareTarget } from './share-links';
import { groupThemeLink, isPostImage } from './theme-links';
import { themeKeys, withThemeDefaults } from './theme-settings';
import { defaultProviders, providerVideo, type VideoProvider } from './video-providers';

export interface LightboxSettings {
  /** The theme's `status_lightbox`: off, lightbox links are ordinary links. */
  enabled: boolean;
  /** The slideshow button (the theme's `lightbox_gallery`). */
  slideshow: boolean;
  /** The slideshow runs from the start (the theme's `lightbox_autoplay`). */
  slideshowAutoplay: boolean;
  /** Show the item's title (`lightbox_title`) and its caption (`lightbox_desc`). */
  title: boolean;
  caption: boolean;
  /** Share links (`lightbox_social`), from `share`. */
  social: boolean;
  /** Image links in post content open in the lightbox too (`lightbox_post_images`). */
  postImages: boolean;
  texts: ChromeTexts &
    ContentTexts & {
      dialog: string;
      close: string;
      next: string;
      previous: string;
      zoom: string;
      photoError: string;
    };
  slideshowSpeedMs: number;
  /** Share targets: `{url}` and `{title}` in each template are filled (URL-encoded). */
  share: ShareTarget[];
  /** Video providers whose addresses open as embedded players (youtube and vimeo by default). */
  providers: VideoProvider[];
  /** Videos start playing when their item is shown (SPEC section 9: off). */
  autoplay: boolean;
  thumbnails: boolean;
  /** Where a visitor gets a missing media plug-in (SPEC section 8). */
  pluginUrl: string;
  /** A hidden iframe still 0 × 0 after this long has its loader hidden (SPEC section 8: 1.5 s). */
  hiddenFrameMs: number;
  /** Infinite looping; PhotoSwipe and SPEC both need at least 3 items for it. */
  loop: boolean;
  arrows: boolean;
  zoom: boolean;
  /** Zoom level on click or tap, relative to the photo's own size (SPEC: 1). */
  zoomFactor: number;
  overlayOpacity: number;
  /** The theme's skin name (`metro-white`, `dark`, …): white and light skins draw light. */
  skin: string;
  /** fast, normal or slow, looked up in `speeds` (ms). */
  animationSpeed: string;
  speeds: { fast: number; normal: number; slow: number };
  deepLinking: boolean;
  /** Size used until an item's own size is known, and for videos and iframes without one. */
  defaultSize: Size;
  /** The wheel moves between items (the spec's `mousewheel` option); see wheel-navigation.ts. */
  wheel: boolean;
  wheelLineHeightPx: number;
  wheelStepPx: number;
  wheelGestureGapMs: number;
  /** Links whose address says nothing about their content are asked about (SPEC 7: off). */
  smartRecognition: boolean;
  /** Where to ask (`{url}` = the item's address, encoded); empty: the item's own address. */
  smartRecognitionUrl: string;
  smartRecognitionTimeoutMs: number;
}

const defaults = {
  enabled: true,
  slideshow: true,
  slideshowAutoplay: false,
  title: true,
  caption: true,
  social: true,
  postImages: false,
  texts: {
    dialog: 'Fotoweergave',
    close: 'Sluiten (Esc)',
    next: 'Volgende',
    previous: 'Vorige',
    zoom: 'In- of uitzoomen',
    photoError: 'Er is een fout opgetreden bij het laden van de foto.',
    slideshowStart: 'Diavoorstelling starten',
    slideshowStop: 'Diavoorstelling stoppen',
    fullscreen: 'Volledig scherm (Shift+Enter)',
    exitFullscreen: 'Volledig scherm sluiten (Shift+Enter)',
    share: 'Delen',
    thumbnails: 'Miniaturen',
    thumbnailGoTo: 'Ga naar item {n}: {title}',
    loading: 'Bezig met laden...',
    ajaxError: 'Er is een fout opgetreden bij het laden van de inhoud.',
    pluginMissing: 'Voor deze inhoud is de plug-in {type} nodig.',
    pluginLink: 'Plug-in downloaden',
  },
  providers: defaultProviders,
  autoplay: false,
  thumbnails: true,
  pluginUrl: 'https://get.adobe.com/flashplayer/',
  hiddenFrameMs: 1500,
  slideshowSpeedMs: 5000,
  share: [
    { label: 'Facebook', template: 'https://www.facebook.com/sharer/sharer.php?u={url}' },
    { label: 'X', template: 'https://x.com/intent/post?url={url}&text={title}' },
    { label: 'E-mail', template: 'mailto:?subject={title}&body={url}' },
  ],
  loop: false,
  arrows: true,
  zoom: true,
  zoomFactor: 1,
  overlayOpacity: 0.83,
  skin: 'dark',
  animationSpeed: 'normal',
  speeds: { fast: 100, normal: 400, slow: 800 },
  deepLinking: true,
  defaultSize: { width: 1280, height: 720 },
  wheel: true,
  wheelLineHeightPx: 16,
  wheelStepPx: 40,
  wheelGestureGapMs: 200,
  smartRecognition: false,
  smartRecognitionUrl: '',
  smartRecognitionTimeoutMs: 15_000,
} satisfies LightboxSettings;

export interface OpenViewer {
  name: string;
  goTo(index: number): void;
  close(): void;
  /** Closed by the address changing: no history step of our own. */
  closingByAddress: boolean;
}

export interface PageState extends Record<string, unknown> {
  viewer: OpenViewer | null;
  opening: boolean;
  /** A refresh after a background request is planned for the next frame. */
  refreshing?: boolean;
  /** Links `attach` has seen (taken or not): a deep link at load waits until all are. */
  seen: WeakSet<Element>;
  /** Told by each attach, so a deep link waits until its gallery's links are there. */
  linkAttached?: () => void;
}

/** The group key of a link: its full `iLightbox[…]`/`prettyPhoto[…]` relation, or a generated one for a single link. */
const singleKeys = new WeakMap<Element, string>();
let singleCount = 0;
function keyOf(link: Element): string {
  const group = groupOf(lightboxRel(link));
  if (group) return group;
  let key = singleKeys.get(link);
  if (!key) {
    singleCount += 1;
    key = link.id || `lightbox-${singleCount}`;
    singleKeys.set(link, key);
  }
  return key;
}

function lightboxLinks(elements: ReadonlySet<Element>): HTMLAnchorElement[] {
  return [...elements].filter(
    (element): element is HTMLAnchorElement =>
      element instanceof HTMLAnchorElement &&
      element.isConnected &&
      ['on', 'smart'].includes(element.dataset.lightbox ?? ''),
  );
}

function galleryLinks(elements: ReadonlySet<Element>, key: string): HTMLAnchorElement[] {
  return lightboxLinks(elements)
    .filter((link) => keyOf(link) === key)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/** The key a deep link names: a group's full relation, a single link's key, or a bare gallery name. */
function keyNamed(elements: ReadonlySet<Element>, name: string): string | undefined {
  const keys = new Set(lightboxLinks(elements).map(keyOf));
  if (keys.has(name)) return name;
  return [...keys].find((key) => galleryName(key) === name);
}

export default defineModule<LightboxSettings, undefined, PageState>({
  id: 'lightbox',
  stylesheet,
  theme: themeKeys,
  settings: (site) =>
    pickSettings(site.settings.lightbox, withThemeDefaults(defaults), 'lightbox', themeKeys),
  page: () => ({ viewer: null, opening: false, seen: new WeakSet<Element>() }),
  init(ctx) {
    const { settings } = ctx;
    // The address before any deep link of ours, restored when the lightbox closes.
    const pageAddress = () => `${location.pathname}${location.search}`;

    const open = async (key: string, index: number, fromAddress: boolean) => {
      const links = galleryLinks(ctx.elements, key);
      if (links.length === 0 || ctx.page.opening) return;
      const start = Math.min(Math.max(index, 0), links.length - 1);
      if (ctx.page.viewer?.name === key) return ctx.page.viewer.goTo(start);
      ctx.page.viewer?.close();
      ctx.page.opening = true;
      // Escape or the arrows pressed before the lightbox shows still count.
      const keys = watchOpeningKeys(ctx.signal);
      try {
        const { openViewer } = await import('./open-viewer');
        await openViewer({ ctx, key, links, start, fromAddress, keys, pageAddress });
      } finally {
        keys.stop();
        ctx.page.opening = false;
      }
    };

    const followAddress = () => {
      if (!settings.deepLinking) return;
      const link: DeepLink | null = parseDeepLink(location.hash);
      const viewer = ctx.page.viewer;
      const key = link && keyNamed(ctx.elements, link.name);
      if (link && key) {
        void open(key, link.index, true);
      } else if (viewer) {
        // The back button (or any address change) closes the lightbox.
        viewer.closingByAddress = true;
        viewer.close();
      }
    };
    ctx.page.open = open;
    addEventListener('popstate', followAddress, { signal: ctx.signal });
    addEventListener('hashchange', followAddress, { signal: ctx.signal });
    // A deep link in the address at load: acted on once the links are attached (the kernel may
    // attach them over several tasks), so each attach asks again until the gallery is there.
    let pending = Boolean(parseDeepLink(location.hash));
    ctx.page.linkAttached = () => {
      if (!pending) return;
      // Every matched link seen first: a gallery whose links are still being attached would open
      // with part of its items.
      if (![...ctx.elements].every((element) => ctx.page.seen.has(element))) return;
      const link = parseDeepLink(location.hash);
      const key = link && keyNamed(ctx.elements, link.name);
      if (!link || !key || galleryLinks(ctx.elements, key).length <= link.index) return;
      pending = false;
      queueMicrotask(followAddress);
    };
    return () => ctx.page.viewer?.close();
  },
  attach(element, ctx) {
    // The theme's switch: with the lightbox off its links are ordinary links.
    if (!(element instanceof HTMLAnchorElement) || !ctx.settings.enabled) return;
    ctx.page.seen.add(element);
    // The registry's selector is broad enough to stay short; the theme's own rules decide here.
    const trigger =
      lightboxRel(element) !== null ||
      element.matches(
        '#lightbox-link, .lightbox-link, .fusion-lightbox-link, .tiled-gallery .tiled-gallery-item > a',
      );
    const postImage = !trigger && isPostImage(element);
    if (!trigger && !(postImage && ctx.settings.postImages)) {
      ctx.page.linkAttached?.();
      return;
    }
    groupThemeLink(element);
    const href = element.getAttribute('href') ?? '';
    const taken =
      isMediaLink(href, location.href) ||
      providerVideo(href, ctx.settings.providers) !== null ||
      declaredType(element) !== null;
    // With smart recognition on, a link whose address says nothing is kept: the server says what
    // it shows when it opens (SPEC section 7).
    const recognisable = !taken && !postImage && ctx.settings.smartRecognition && /^(https?:|\/)/i.test(href);
    if (!taken && !recognisable) {
      // Links that are not photos or videos are marked as the theme marks them and lose their
      // lightbox relation (SPEC section 5); any other `rel` value is the author's and stays.
      element.classList.add('fusion-no-lightbox');
      element.removeAttribute('data-rel');
      if (lightboxRel(element) === element.getAttribute('rel')) element.removeAttribute('rel');
      element.removeAttribute('data-lightbox');
      ctx.page.linkAttached?.();
      return;
    }
    element.dataset.lightbox = taken ? 'on' : 'smart';
    ctx.page.linkAttached?.();
    element.addEventListener(
      'click',
      (event) => {
        if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        const key = keyOf(element);
        const index = galleryLinks(ctx.elements, key).indexOf(element);
        const open = ctx.page.open as (key: string, index: number, fromAddress: boolean) => Promise<void>;
        void open(key, index, false);
      },
      { signal: ctx.signal },
    );
    return () => {
      delete element.dataset.lightbox;
    };
  },
  // The theme refreshes its lightbox after every background request but the Vimeo oEmbed call: links
  // a script gave a lightbox relation since (the observer sees new elements, not new attributes).
  ajaxComplete(ctx, request) {
    if (/vimeo\.com\/api\/oembed/i.test(request.url) || ctx.page.refreshing) return;
    ctx.page.refreshing = true;
    requestAnimationFrame(() => {
      ctx.page.refreshing = false;
      ctx.scan(document.body);
    });
  },
});

declare module '../../kernel/contract' {
  interface ModuleEvents {
    'lightbox:open': { gallery: string; index: number };
  }
}
