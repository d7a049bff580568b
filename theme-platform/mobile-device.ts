// Whether the visitor's device is a phone or a tablet, decided by its user agent as the theme decides
// it (THEME-MARKUP.md, cross-cutting finding 4: the animations and parallax scripts ask `cssua.ua.mobile`,
// not the window width). A narrow desktop window is not a mobile device; a tablet held wide is.

const mobileAgents = /Mobi|Android|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Silk|Kindle/i;

interface NavigatorWithHints {
  userAgent: string;
  maxTouchPoints?: number;
  userAgentData?: { mobile?: boolean };
}

/**
 * True on phones and tablets: the browser's own client hint where it gives one, the user agent
 * text, or an iPad that presents itself as a Mac (iPadOS' desktop mode: a Mac with a touch screen).
 * @example
 * if (status === 'desktop' && isMobileDevice()) body.classList.add('dont-animate');
 */
export function isMobileDevice(agent: NavigatorWithHints = navigator): boolean {
  if (agent.userAgentData?.mobile) return true;
  if (mobileAgents.test(agent.userAgent)) return true;
  return /Macintosh/.test(agent.userAgent) && (agent.maxTouchPoints ?? 0) > 1;
}
