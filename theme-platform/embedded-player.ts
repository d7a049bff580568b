// Play and pause commands for media in the page: a self-hosted <video> is called directly, an
// embedded provider player gets a postMessage in the provider's iframe protocol. The target origin
// is always the exact origin of the iframe's src, never '*', so a command can only reach the
// player the page embedded (SPEC section 7: play and pause commands posted to embedded players).

export type PlayerCommand = 'play' | 'pause' | 'mute' | 'seekStart';

/** The exact origin an iframe's player lives on, or undefined when its src is not a web address. */
export function playerOrigin(iframe: HTMLIFrameElement): string | undefined {
  try {
    const url = new URL(iframe.src, document.baseURI);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

const vimeoMethods: Record<PlayerCommand, [string, unknown?]> = {
  play: ['play'],
  pause: ['pause'],
  mute: ['setVolume', 0],
  seekStart: ['setCurrentTime', 0],
};
// The YouTube-style iframe protocol, which the demo's local provider stub speaks too.
const commandFunctions: Record<PlayerCommand, [string, unknown[]]> = {
  play: ['playVideo', []],
  pause: ['pauseVideo', []],
  mute: ['mute', []],
  seekStart: ['seekTo', [0, true]],
};

/** The message a provider's player understands for `command`. */
export function playerMessage(src: string, command: PlayerCommand): string {
  if (/(^|\.)vimeo\.com$/.test(new URL(src, document.baseURI).hostname)) {
    const [method, value] = vimeoMethods[command];
    return JSON.stringify(value === undefined ? { method } : { method, value });
  }
  const [func, args] = commandFunctions[command];
  return JSON.stringify({ event: 'command', func, args });
}

/** Sends `command` to a <video> or a provider <iframe>; other elements are left alone. */
export function commandPlayer(media: Element, command: PlayerCommand): void {
  if (media instanceof HTMLVideoElement) {
    if (command === 'play') media.play().catch(() => {});
    else if (command === 'pause') media.pause();
    else if (command === 'mute') media.muted = true;
    else media.currentTime = 0;
    return;
  }
  if (!(media instanceof HTMLIFrameElement)) return;
  const origin = playerOrigin(media);
  if (origin) media.contentWindow?.postMessage(playerMessage(media.src, command), origin);
}

/** The players inside `root`: self-hosted videos and provider iframes. */
export function playersIn(root: ParentNode): Element[] {
  return [...root.querySelectorAll('video, iframe')];
}
