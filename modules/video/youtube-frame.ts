// A YouTube background's player: the theme prints an empty `div.fusion-container-video-bg` that the
// provider's script replaces; here it becomes an iframe at the player address the settings give
// (`{id}` is the video id), which speaks the iframe message protocol (no provider script needed).

/** Video ids are letters, digits, `-` and `_`: anything else is not used in an address. */
const videoId = /^[\w-]+$/;

export function youtubeFrame(
  inner: Element,
  id: string,
  playerAddress: string,
  title: string,
): HTMLIFrameElement | undefined {
  if (!videoId.test(id)) return undefined;
  const iframe = document.createElement('iframe');
  iframe.id = inner.id;
  iframe.className = inner.className;
  iframe.src = new URL(playerAddress.replaceAll('{id}', id), document.baseURI).href;
  iframe.title = title;
  iframe.allow = 'autoplay; encrypted-media';
  // A background: not a stop in the focus order, nothing in it for screen readers.
  iframe.tabIndex = -1;
  iframe.setAttribute('aria-hidden', 'true');
  inner.replaceWith(iframe);
  return iframe;
}
