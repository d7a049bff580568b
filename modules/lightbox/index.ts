// The lightbox (SPEC sections 2–5, 8, 9; THEME-MARKUP.md, "lightbox"): the theme's lightbox links
// (`iLightbox`/`prettyPhoto` groups and singles in `data-rel` or `rel`, the lightbox-link classes,
// Jetpack tiled galleries, post images) open in PhotoSwipe 5 instead of navigating, with the theme's
// settings (`fusionLightboxVars`). Only this small chunk loads with the first interaction (or a deep
// link); PhotoSwipe and its stylesheet load on the first open, and keys pressed meanwhile count. The
// item list is read from the live set of matched links at each open, so links added later join.
import { defineModule, pickSettings } from '../../kernel/contract';
import { commandPlayer } from '../../kernel/services/embedded-player';
import { loadStylesheet } from '../../kernel/services/stylesheet';
import type { ChromeTexts } from './chrome-view';
import { type DeepLink, formatDeepLink, parseDeepLink } from './deep-link';
import type { ContentTexts, ItemContent, VideoSources } from './item-content';
import { declaredSize, measureImage, type Size } from './item-size';
import { declaredType, type ItemType, itemTypeOf } from './item-types';
import stylesheet from './lightbox.css?url';
import { galleryName, groupOf, isMediaLink, lightboxRel, loopAllowed } from './media-links';
import { watchOpeningKeys } from './opening-keys';
import { type ShareTarget, shareUrl } from './share-links';
import { altOf, captionOf, groupThemeLink, isPostImage } from './theme-links';
import { skinTone, themeKeys, withThemeDefaults } from './theme-settings';
import { defaultProviders, oembedThumbnail, providerVideo, type VideoProvider } from './video-providers';

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

interface Item {
  type: ItemType | 'unrecognised';
  src: string;
  width: number;
  height: number;
  alt: string;
  msrc?: string;
  caption: string;
  element: HTMLAnchorElement;
  /** Self-hosted video sources and poster. */
  sources: VideoSources;
  poster?: string;
  /** The address shared for this item. */
  shareUrl: string;
  /** For the thumbnails strip: the link's own image, or a provider's oEmbed thumbnail. */
  thumbnail: string | undefined | Promise<string | undefined>;
}

interface OpenViewer {
  name: string;
  goTo(index: number): void;
  close(): void;
  /** Closed by the address changing: no history step of our own. */
  closingByAddress: boolean;
}

interface PageState extends Record<string, unknown> {
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

/** What every item takes from its link, whatever it shows: thumbnail, alt text and caption. */
function linkParts(link: HTMLAnchorElement, settings: LightboxSettings) {
  const thumbnail = link.querySelector('img');
  const title = settings.title ? link.getAttribute('data-title') : null;
  const caption = settings.caption ? captionOf(link) : '';
  return {
    element: link,
    ownThumbnail: thumbnail?.currentSrc || thumbnail?.src || undefined,
    alt: altOf(link),
    caption: [title, caption].filter((text): text is string => Boolean(text?.trim())).join(' — '),
  };
}

async function itemOf(
  link: HTMLAnchorElement,
  settings: LightboxSettings,
  signal: AbortSignal,
): Promise<Item> {
  if (link.dataset.lightbox === 'smart') return recognisedItemOf(link, settings, signal);
  const { ownThumbnail, ...parts } = linkParts(link, settings);
  const type = itemTypeOf(link, settings.providers);
  const provider = type === 'iframe' ? providerVideo(link.href, settings.providers) : null;
  // SPEC section 5: an iframe or video item without its own size gets the default video size.
  const size =
    declaredSize(link) ??
    (type === 'image' ? await measureImage(link.href, settings.defaultSize) : settings.defaultSize);
  return {
    ...parts,
    type,
    src: provider?.embedUrl ?? link.href,
    ...size,
    msrc: ownThumbnail,
    thumbnail: provider ? oembedThumbnail(provider).then((found) => found ?? ownThumbnail) : ownThumbnail,
    sources: {
      webm: link.getAttribute('data-webm') ?? undefined,
      h264: link.getAttribute('data-h264') ?? undefined,
      ogg: link.getAttribute('data-ogg') ?? undefined,
    },
    poster: link.getAttribute('data-poster') ?? ownThumbnail,
    shareUrl: link.href,
  };
}

/** A link taken only because smart recognition is on: the server says what it shows. */
async function recognisedItemOf(link: HTMLAnchorElement, settings: LightboxSettings, signal: AbortSignal) {
  const { recognise } = await import('./smart-recognition');
  const found = await recognise(link.href, {
    endpoint: settings.smartRecognitionUrl,
    timeoutMs: settings.smartRecognitionTimeoutMs,
    signal,
  });
  const { ownThumbnail, ...parts } = linkParts(link, settings);
  const size =
    declaredSize(link) ??
    found?.size ??
    (found?.type === 'image' ? await measureImage(found.src, settings.defaultSize) : settings.defaultSize);
  return {
    ...parts,
    type: found?.type ?? 'unrecognised',
    src: found?.src ?? link.href,
    ...size,
    msrc: found?.thumbnail ?? ownThumbnail,
    thumbnail: found?.thumbnail ?? ownThumbnail,
    sources: found?.sources ?? {},
    poster: found?.poster ?? found?.thumbnail ?? ownThumbnail,
    shareUrl: found?.url ?? link.href,
  } satisfies Item;
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
        const [{ default: PhotoSwipe }, photoswipeStyles, parts, items] = await Promise.all([
          import('photoswipe'),
          import('photoswipe/style.css?url'),
          import('./viewer-parts'),
          Promise.all(links.map((link) => itemOf(link, settings, ctx.signal))),
        ]);
        await loadStylesheet(photoswipeStyles.default);
        keys.stop();
        if (ctx.signal.aborted || keys.cancelled) {
          if (fromAddress && settings.deepLinking) window.history.replaceState(null, '', pageAddress());
          return;
        }
        const loop = loopAllowed(settings.loop, items.length);
        const moved = start + keys.steps;
        const first = loop
          ? ((moved % items.length) + items.length) % items.length
          : Math.min(Math.max(moved, 0), items.length - 1);
        const reduced = ctx.viewport.reducedMotion;
        const speed =
          settings.speeds[settings.animationSpeed.toLowerCase() as keyof LightboxSettings['speeds']] ?? 400;
        const duration = reduced ? 0 : speed;
        const pswp = new PhotoSwipe({
          dataSource: items,
          index: first,
          loop,
          bgOpacity: settings.overlayOpacity,
          showHideAnimationType: reduced ? 'none' : 'zoom',
          showAnimationDuration: duration,
          hideAnimationDuration: duration,
          zoomAnimationDuration: duration,
          arrowPrev: settings.arrows,
          arrowNext: settings.arrows,
          zoom: settings.zoom,
          secondaryZoomLevel: settings.zoomFactor,
          closeTitle: settings.texts.close,
          zoomTitle: settings.texts.zoom,
          arrowPrevTitle: settings.texts.previous,
          arrowNextTitle: settings.texts.next,
          errorMsg: settings.texts.photoError,
          indexIndicatorSep: ' / ',
          mainClass: `lightbox lightbox--${skinTone(settings.skin)} lightbox--skin-${settings.skin.replace(/[^\w-]/g, '')}`,
          trapFocus: true,
          returnFocus: true,
        });
        const contents = new Map<number, ItemContent>();
        const closed = new AbortController();
        pswp.on('contentLoad', (event) => {
          const { content } = event;
          const item = items[content.index];
          if (!item || item.type === 'image') return;
          event.preventDefault();
          const link = item.element;
          const built = parts.itemContent({
            type: item.type,
            src: item.src,
            title: link.getAttribute('data-title') ?? link.textContent?.trim() ?? '',
            sources: item.sources,
            poster: item.poster,
            // Only the item the visitor opens starts by itself; the neighbours wait for 'change'.
            autoplay: settings.autoplay && content.index === pswp.currIndex,
            texts: settings.texts,
            pluginUrl: settings.pluginUrl,
            hiddenFrameMs: settings.hiddenFrameMs,
            signal: closed.signal,
          });
          contents.set(content.index, built);
          content.element = built.element;
        });
        pswp.on('contentDestroy', ({ content }) => {
          contents.get(content.index)?.release();
          contents.delete(content.index);
        });
        // Video and provider items: content the visitor is not looking at is paused; the one shown
        // plays when autoplay is on (provider players get the command with their exact origin).
        pswp.on('change', () => {
          for (const [index, content] of contents) {
            if (!content.player) continue;
            if (index !== pswp.currIndex) commandPlayer(content.player, 'pause');
            else if (settings.autoplay) commandPlayer(content.player, 'play');
          }
        });
        // Dragging a video's seek bar or selecting text in inline content is not a swipe.
        pswp.on('pointerDown', (event) => {
          const target = event.originalEvent.target;
          if (target instanceof Element && target.closest('.lightbox__content')) event.preventDefault();
        });
        if (settings.wheel) {
          parts.wheelNavigation(pswp, {
            lineHeightPx: settings.wheelLineHeightPx,
            stepPx: settings.wheelStepPx,
            gestureGapMs: settings.wheelGestureGapMs,
          });
        }
        pswp.on('destroy', () => {
          closed.abort();
          for (const content of contents.values()) content.release();
          contents.clear();
        });
        parts.addChrome(
          pswp,
          items.map((item) => {
            const url = new URL(item.shareUrl, location.href).href;
            const title = item.element.getAttribute('data-title') ?? document.title;
            return {
              caption: item.caption,
              label: item.element.getAttribute('data-title') ?? item.alt,
              thumbnail: item.thumbnail,
              share: (settings.social ? settings.share : []).map((target) => ({
                label: target.label,
                href: shareUrl(target.template, url, title),
              })),
            };
          }),
          settings,
        );
        let history: 'pushed' | 'replaced' | 'none' = 'none';
        const viewer: OpenViewer = {
          name: key,
          goTo: (i) => pswp.goTo(i),
          close: () => pswp.close(),
          closingByAddress: false,
        };
        pswp.on('bindEvents', () => {
          pswp.element?.setAttribute('aria-modal', 'true');
          pswp.element?.setAttribute('aria-label', settings.texts.dialog);
          pswp.element?.setAttribute('aria-describedby', 'lightbox-caption');
          // PhotoSwipe marks its wrapper a carousel without a role, which axe rejects.
          pswp.scrollWrap?.setAttribute('role', 'region');
          pswp.scrollWrap?.setAttribute('aria-label', settings.texts.dialog);
          if (pswp.element) parts.trapTab(pswp.element, closed.signal);
        });
        pswp.on('change', () => {
          if (!settings.deepLinking) return;
          const hash = `#${formatDeepLink({ name: key, index: pswp.currIndex })}`;
          if (location.hash === hash) return;
          if (history === 'none' && !fromAddress) {
            window.history.pushState({ lightbox: key }, '', hash);
            history = 'pushed';
          } else window.history.replaceState(window.history.state, '', hash);
          if (history === 'none') history = 'replaced';
        });
        pswp.on('destroy', () => {
          if (ctx.page.viewer === viewer) ctx.page.viewer = null;
          if (viewer.closingByAddress || !settings.deepLinking) return;
          // Closing restores the page's address: one step back over our own entry, or the
          // address without the fragment when the visitor arrived by a deep link.
          if (history === 'pushed') window.history.back();
          else if (parseDeepLink(location.hash)) window.history.replaceState(null, '', pageAddress());
        });
        ctx.page.viewer = viewer;
        pswp.init();
        ctx.bus.emit('lightbox:open', { gallery: key, index: first });
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
    const postImage = isPostImage(element);
    if (postImage && !ctx.settings.postImages) {
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
