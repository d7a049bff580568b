// The `<html>` classes of the theme's shared base that its stylesheets select on (issue 46, item 4;
// docs/theme-markup/base-classes.md). The theme's `cssua` library writes one class per token of the
// user agent (`ua-chrome-120-0`, `ua-desktop-linux`, …) and Modernizr one per feature test
// (`cssgradients` or `no-cssgradients`, …); the compiled stylesheets of the real exports use five
// of them: `ua-mobile`, `ua-chrome`, `ua-safari`, `ua-edge` and Modernizr's `no-*` classes of
// features every browser that runs module scripts has. So only the four `ua-` classes are decided
// here, each by the rule cssua applies to that token; the rest would be bytes no rule reads.
import { isMobileDevice } from './mobile-device';

interface Agent {
  userAgent: string;
  maxTouchPoints?: number;
  userAgentData?: { mobile?: boolean };
}

/** Browsers cssua does not call Safari though their agent says `Safari/` (its own list). */
const notSafari = /Chrome\/|CriOS|OPR\/|Opera|Silk|FluidApp|PhantomJS/i;

/**
 * The classes for this browser.
 * - `ua-mobile`: a phone or tablet, as the other theme modules decide it (theme-platform/mobile-device;
 *   cssua misses an iPad in desktop mode, which the theme's mobile rules suit as well).
 * - `ua-chrome`: a `Chrome/` token, not Opera's (cssua drops it there); Chromium Edge and Samsung
 *   Internet keep it, Chrome on iOS (`CriOS`) has none.
 * - `ua-safari`: WebKit's `Safari/` token in a browser not on cssua's list, and not a mobile
 *   browser outside iOS (Android's stock browser).
 * - `ua-edge`: the EdgeHTML engine (`Edge/`); Chromium Edge says `Edg/`, as cssua reads it.
 * @example
 * document.documentElement.classList.add(...browserClasses(navigator));
 */
export function browserClasses(agent: Agent = navigator): string[] {
  const text = agent.userAgent;
  const mobile = isMobileDevice(agent);
  const ios = /iPhone|iPad|iPod/.test(text) || (mobile && /Macintosh/.test(text));
  const chrome = /Chrome\//.test(text) && !/OPR\//.test(text);
  const safari =
    /AppleWebKit/.test(text) && /Safari\//.test(text) && !notSafari.test(text) && (!mobile || ios);
  return [
    [mobile, 'ua-mobile'],
    [chrome, 'ua-chrome'],
    [safari, 'ua-safari'],
    [/Edge\//.test(text), 'ua-edge'],
  ].flatMap(([on, name]) => (on ? [name as string] : []));
}
