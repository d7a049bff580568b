// The content of a lightbox item that is not a photo (SPEC sections 2, 3, 5, 7, 8): a self-hosted
// video, an iframe (a provider's player or any page), inline content from this page, HTML fetched
// from the item's address (ajax), a page <template> (html), or the message for a plug-in type no
// browser has (flash). PhotoSwipe sizes the box; each builder fills it with real elements, never
// with attribute text as markup.
import type { ItemType } from './item-types';

export interface ContentTexts {
  ajaxError: string;
  /** `{type}` is the plug-in's name. */
  pluginMissing: string;
  pluginLink: string;
  loading: string;
}

/** Self-hosted video sources by format. */
export interface VideoSources {
  webm?: string;
  h264?: string;
  ogg?: string;
}

export interface ContentOptions {
  /** `unrecognised`: smart recognition found nothing to show. */
  type: Exclude<ItemType, 'image'> | 'unrecognised';
  src: string;
  title: string;
  /** Self-hosted video sources by format, and the poster. */
  sources: VideoSources;
  poster?: string;
  autoplay: boolean;
  texts: ContentTexts;
  pluginUrl: string;
  /** After this long, a loader beside an iframe that is still 0 × 0 (hidden) is taken away. */
  hiddenFrameMs: number;
  signal: AbortSignal;
}

export interface ItemContent {
  element: HTMLDivElement;
  /** The player in it (video or iframe), for play and pause commands. */
  player?: HTMLVideoElement | HTMLIFrameElement;
  /** Puts inline content back where it came from. */
  release(): void;
}

function box(type: string): HTMLDivElement {
  const element = document.createElement('div');
  element.className = `pswp__content lightbox__content lightbox__content--${type}`;
  return element;
}

function message(text: string): HTMLParagraphElement {
  const paragraph = document.createElement('p');
  paragraph.className = 'lightbox__message';
  paragraph.setAttribute('role', 'alert');
  paragraph.textContent = text;
  return paragraph;
}

function videoContent(options: ContentOptions): ItemContent {
  const element = box('video');
  const video = document.createElement('video');
  video.controls = true;
  video.preload = 'metadata';
  video.playsInline = true;
  video.autoplay = options.autoplay;
  if (options.poster) video.poster = options.poster;
  if (options.title) video.setAttribute('aria-label', options.title);
  const formats: [keyof ContentOptions['sources'], string][] = [
    ['webm', 'video/webm'],
    ['h264', 'video/mp4'],
    ['ogg', 'video/ogg'],
  ];
  let added = 0;
  for (const [format, mime] of formats) {
    const src = options.sources[format];
    if (!src) continue;
    const source = document.createElement('source');
    source.src = src;
    source.type = mime;
    video.append(source);
    added += 1;
  }
  if (added === 0) video.src = options.src;
  element.append(video);
  return { element, player: video, release: () => {} };
}

function iframeContent(options: ContentOptions): ItemContent {
  const element = box('iframe');
  const loader = document.createElement('div');
  loader.className = 'lightbox__loader';
  loader.setAttribute('role', 'status');
  loader.textContent = options.texts.loading;
  const iframe = document.createElement('iframe');
  iframe.src = options.src;
  iframe.title = options.title || options.texts.loading;
  iframe.allow = 'autoplay; fullscreen; picture-in-picture';
  iframe.allowFullscreen = true;
  iframe.addEventListener('load', () => loader.remove(), { once: true });
  // SPEC section 8: a frame that is still 0 × 0 after a while is hidden (its slide is off screen or
  // its page hides it): its loader would spin forever, so it goes.
  const timer = setTimeout(() => {
    const { width, height } = iframe.getBoundingClientRect();
    if (width === 0 && height === 0) loader.remove();
  }, options.hiddenFrameMs);
  options.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  element.append(loader, iframe);
  return { element, player: iframe, release: () => clearTimeout(timer) };
}

function inlineContent(options: ContentOptions): ItemContent {
  const element = box('inline');
  const id = decodeURIComponent(new URL(options.src, location.href).hash.slice(1));
  const source = id ? document.getElementById(id) : null;
  if (!source) {
    element.append(message(options.texts.ajaxError));
    return { element, release: () => {} };
  }
  // The element itself moves in (its listeners and form state come along) and goes back on close.
  const marker = document.createComment('lightbox inline');
  const wasHidden = source.hidden;
  source.replaceWith(marker);
  source.hidden = false;
  element.append(source);
  return {
    element,
    release: () => {
      source.hidden = wasHidden;
      if (marker.isConnected) marker.replaceWith(source);
    },
  };
}

function htmlContent(options: ContentOptions): ItemContent {
  const element = box('html');
  const id = decodeURIComponent(new URL(options.src, location.href).hash.slice(1));
  const template = id ? document.getElementById(id) : null;
  if (template instanceof HTMLTemplateElement) element.append(template.content.cloneNode(true));
  else element.append(message(options.texts.ajaxError));
  return { element, release: () => {} };
}

/** Scripts and inline handlers from a fetched page never run in ours. */
function inert(fragment: DocumentFragment | HTMLElement): void {
  for (const script of fragment.querySelectorAll('script, iframe[srcdoc], object, embed')) script.remove();
  for (const node of fragment.querySelectorAll('*')) {
    for (const attribute of [...node.attributes]) {
      if (/^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value))
        node.removeAttribute(attribute.name);
    }
  }
}

function ajaxContent(options: ContentOptions): ItemContent {
  const element = box('ajax');
  element.setAttribute('aria-busy', 'true');
  const loader = document.createElement('div');
  loader.className = 'lightbox__loader';
  loader.setAttribute('role', 'status');
  loader.textContent = options.texts.loading;
  element.append(loader);
  // SPEC section 7: the item's own address, GET, answered with HTML (the site's server sends markup).
  fetch(options.src, { headers: { accept: 'text/html' }, signal: options.signal, credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const page = new DOMParser().parseFromString(await response.text(), 'text/html');
      const body = page.querySelector('main') ?? page.body;
      inert(body);
      element.replaceChildren(...[...body.childNodes].map((node) => document.importNode(node, true)));
    })
    .catch(() => {
      if (!options.signal.aborted) element.replaceChildren(message(options.texts.ajaxError));
    })
    .finally(() => element.removeAttribute('aria-busy'));
  return { element, release: () => {} };
}

function pluginContent(options: ContentOptions): ItemContent {
  const element = box('plugin');
  const paragraph = message(options.texts.pluginMissing.replaceAll('{type}', options.type));
  const link = document.createElement('a');
  link.href = options.pluginUrl;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.textContent = options.texts.pluginLink;
  paragraph.append(' ', link);
  element.append(paragraph);
  return { element, release: () => {} };
}

export function itemContent(options: ContentOptions): ItemContent {
  switch (options.type) {
    case 'video':
      return videoContent(options);
    case 'iframe':
      return iframeContent(options);
    case 'inline':
      return inlineContent(options);
    case 'html':
      return htmlContent(options);
    case 'ajax':
      return ajaxContent(options);
    case 'flash':
      return pluginContent(options);
    case 'unrecognised': {
      const element = box('unrecognised');
      element.append(message(options.texts.ajaxError));
      return { element, release: () => {} };
    }
  }
}
