// Smart recognition (SPEC section 7, off by default): a lightbox link whose address says nothing
// about what it shows (no media extension, no provider, no data-type) is asked about at open. The
// answer is JSON: `status` (200 when recognised), `url`, `results` (`type`, `source` with `src`,
// `width`, `height`, `thumbnail`, `type`), `images` (photo addresses) and `html5video` (webm, h264,
// ogg, poster). Anything else, or no answer within the time, makes the item the 'contents failed'
// message rather than a navigation away from the page.
import type { VideoSources } from './item-content';
import type { Size } from './item-size';
import { type ItemType, itemTypes } from './item-types';

export interface Recognition {
  type: ItemType;
  src: string;
  size?: Size;
  thumbnail?: string;
  sources: VideoSources;
  poster?: string;
  /** The address the server names for the item (shared instead of the link's). */
  url?: string;
}

export interface RecognitionOptions {
  /** Where to ask; `{url}` is the item's address, URL-encoded. Empty: the item's own address. */
  endpoint: string;
  timeoutMs: number;
  signal?: AbortSignal;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const positive = (value: unknown): number => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : 0;
};

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** Reads a recognition answer; null when it recognises nothing usable. */
export function readRecognition(answer: unknown, base: string): Recognition | null {
  const data = record(answer);
  if (Number(data.status) !== 200) return null;
  const results = record(data.results);
  const source = record(results.source);
  const video = record(data.html5video);
  const images = Array.isArray(data.images) ? data.images.map(text).filter(Boolean) : [];
  const declared = text(results.type)?.toLowerCase();
  const sources = { webm: text(video.webm), h264: text(video.h264), ogg: text(video.ogg) };
  const hasVideo = Boolean(sources.webm || sources.h264 || sources.ogg);
  const type: ItemType | undefined = (itemTypes as readonly string[]).includes(declared ?? '')
    ? (declared as ItemType)
    : hasVideo
      ? 'video'
      : images.length > 0
        ? 'image'
        : undefined;
  if (!type) return null;
  const src = text(source.src) ?? (type === 'image' ? images[0] : undefined);
  // A video may come as html5video sources alone; every other type needs an address.
  if (!src && !(type === 'video' && hasVideo)) return null;
  const absolute = (address: string | undefined) => {
    try {
      return address ? new URL(address, base).href : undefined;
    } catch {
      return undefined;
    }
  };
  const width = positive(source.width);
  const height = positive(source.height);
  return {
    type,
    src: absolute(src) ?? '',
    size: width && height ? { width, height } : undefined,
    thumbnail: absolute(text(source.thumbnail)),
    sources: { webm: absolute(sources.webm), h264: absolute(sources.h264), ogg: absolute(sources.ogg) },
    poster: absolute(text(video.poster)),
    url: absolute(text(data.url)),
  };
}

export async function recognise(href: string, options: RecognitionOptions): Promise<Recognition | null> {
  const address = new URL(href, location.href).href;
  const endpoint = options.endpoint
    ? options.endpoint.replaceAll('{url}', encodeURIComponent(address))
    : address;
  const signals = [AbortSignal.timeout(options.timeoutMs), ...(options.signal ? [options.signal] : [])];
  try {
    const response = await fetch(endpoint, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      signal: AbortSignal.any(signals),
    });
    if (!response.ok) return null;
    return readRecognition(await response.json(), address);
  } catch {
    // Timed out, offline, or not JSON: the item shows the 'contents failed' message.
    return null;
  }
}
