// What an embedded provider player tells the page about itself (time, duration, playing), in the
// YouTube-style iframe protocol: after the page says it is listening, the player sends
// `infoDelivery` messages. Only messages from that iframe's window and exact origin count.
import { playerOrigin } from '../../theme-platform/embedded-player';

export interface ProviderStatus {
  currentTime: number;
  duration: number;
  playing: boolean;
}

/** Calls `onStatus` with each report of `iframe`'s player until `signal` aborts. */
export function watchProvider(
  iframe: HTMLIFrameElement,
  onStatus: (status: ProviderStatus) => void,
  signal: AbortSignal,
): void {
  const origin = playerOrigin(iframe);
  if (!origin) return;
  const listen = () =>
    iframe.contentWindow?.postMessage(
      JSON.stringify({ event: 'listening', id: iframe.id || 'voorkant' }),
      origin,
    );
  iframe.addEventListener('load', listen, { signal });
  listen();
  window.addEventListener(
    'message',
    (event) => {
      if (event.source !== iframe.contentWindow || event.origin !== origin || typeof event.data !== 'string')
        return;
      let message: {
        event?: string;
        info?: { currentTime?: number; duration?: number; playerState?: number };
      };
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      if (message.event !== 'infoDelivery' || !message.info) return;
      onStatus({
        currentTime: Number(message.info.currentTime) || 0,
        duration: Number(message.info.duration) || 0,
        playing: message.info.playerState === 1,
      });
    },
    { signal },
  );
}
