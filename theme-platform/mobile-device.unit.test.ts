import { describe, expect, test } from 'vitest';
import { isMobileDevice } from './mobile-device';

const desktopChrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const mac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

describe('a mobile device, as the theme decides it', () => {
  test('by the user agent, not the window width', () => {
    expect(isMobileDevice({ userAgent: desktopChrome })).toBe(false);
    expect(isMobileDevice({ userAgent: iPhone })).toBe(true);
    expect(
      isMobileDevice({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36' }),
    ).toBe(true);
  });

  test('the client hint counts, and an iPad presenting itself as a Mac', () => {
    expect(isMobileDevice({ userAgent: desktopChrome, userAgentData: { mobile: true } })).toBe(true);
    expect(isMobileDevice({ userAgent: mac, maxTouchPoints: 5 })).toBe(true);
    expect(isMobileDevice({ userAgent: mac, maxTouchPoints: 0 })).toBe(false);
  });
});
