// What was last asked of one player: a provider player hears nothing until it has answered once (it
// loses commands sent before it has loaded), and each change of mind is sent once.
import { commandPlayer } from '../../theme-platform/embedded-player';

export interface PlayerCommands {
  /** The player answered: commands wanted so far go out now. */
  ready(): void;
  readonly isReady: boolean;
  /**
   * Asks the player to play or pause once it is ready, only when that changes, unless `again`:
   * then it is sent even if it was the last thing asked (the visitor may have used the player's own
   * controls since).
   */
  want(playing: boolean, again?: boolean): void;
  /** What was last asked. */
  readonly playing: boolean;
}

export function playerCommands(
  player: HTMLIFrameElement | HTMLVideoElement,
  readyNow: boolean,
): PlayerCommands {
  let ready = readyNow;
  let wanted = false;
  let asked: boolean | undefined;
  const send = (again = false) => {
    if (!ready || (asked === wanted && !again)) return;
    asked = wanted;
    commandPlayer(player, wanted ? 'play' : 'pause');
  };
  return {
    ready() {
      ready = true;
      send();
    },
    get isReady() {
      return ready;
    },
    want(playing, again = false) {
      wanted = playing;
      send(again);
    },
    get playing() {
      return asked === true;
    },
  };
}
