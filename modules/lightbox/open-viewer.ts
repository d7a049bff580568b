// Opens the viewer for a group: builds each link's item, loads PhotoSwipe, the chrome and their
// styles, and wires deep linking, video pausing and the keys pressed while all that loaded. A chunk
// of its own, loaded with the first open, so the lightbox's first chunk stays small.
import type { ModuleContext } from '../../kernel/contract';
import { loadStylesheet } from '../../kernel/services/stylesheet';
import { commandPlayer } from '../../theme-platform/embedded-player';
import { formatDeepLink, parseDeepLink } from './deep-link';
import type { LightboxSettings, OpenViewer, PageState } from './index';
import type { ItemContent, VideoSources } from './item-content';
import { declaredSize, measureImage } from './item-size';
import { type ItemType, itemTypeOf } from './item-types';
import { loopAllowed } from './media-links';
import type { OpeningKeys } from './opening-keys';
import { shareUrl } from './share-links';
import { altOf, captionOf } from './theme-links';
import { skinTone } from './theme-settings';
import { oembedThumbnail, providerVideo } from './video-providers';
import { wheelNavigation } from './wheel-navigation';

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

export interface OpenRequest {
  ctx: ModuleContext<LightboxSettings, undefined, PageState>;
  key: string;
  links: HTMLAnchorElement[];
  start: number;
  /** Opened by the address (a deep link): no history step of our own. */
  fromAddress: boolean;
  keys: OpeningKeys;
  /** The page's address without our fragment, restored on close. */
  pageAddress(): string;
}

export async function openViewer(request: OpenRequest): Promise<void> {
  const { ctx, key, links, start, fromAddress, keys, pageAddress } = request;
  const { settings } = ctx;
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
    wheelNavigation(pswp, {
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
  // At once, not at `bindEvents` (the end of the opening animation): the dialog takes the focus as
  // it appears (opening-window.ts), named and with its Tab cycle.
  pswp.on('afterInit', () => {
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
  parts.initCovered(pswp);
  ctx.bus.emit('lightbox:open', { gallery: key, index: first });
}
