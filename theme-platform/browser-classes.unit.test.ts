import { describe, expect, test } from 'vitest';
import { browserClasses } from './browser-classes';

// Real user agents of each browser family, and the `ua-` classes of the four the theme's stylesheets
// select on that the theme's cssua script gives each (its other classes, `ua-webkit-537`, …, no rule reads).
const agents: [name: string, userAgent: string, classes: string[], touch?: number][] = [
  [
    'Chrome on Linux',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    ['ua-chrome'],
  ],
  [
    'Chromium Edge on Windows (Edg/)',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    ['ua-chrome'],
  ],
  [
    'EdgeHTML (Edge/)',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582',
    ['ua-chrome', 'ua-edge'],
  ],
  [
    'Opera (OPR/), no Chrome for cssua',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/116.0.0.0',
    [],
  ],
  [
    'Safari on a Mac',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    ['ua-safari'],
  ],
  [
    'Safari on an iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    ['ua-mobile', 'ua-safari'],
  ],
  [
    'an iPad in desktop mode (a Mac with a touch screen)',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    ['ua-mobile', 'ua-safari'],
    5,
  ],
  [
    'Chrome on an iPhone (CriOS)',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
    ['ua-mobile'],
  ],
  [
    'Chrome on Android',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    ['ua-mobile', 'ua-chrome'],
  ],
  [
    "Android's stock browser: WebKit's Safari token, not Safari",
    'Mozilla/5.0 (Linux; U; Android 4.4.2; nl-nl; GT-I9505 Build/KOT49H) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
    ['ua-mobile'],
  ],
  [
    'Samsung Internet',
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    ['ua-mobile', 'ua-chrome'],
  ],
  ['Firefox on Linux', 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', []],
  [
    'Firefox on Android',
    'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
    ['ua-mobile'],
  ],
];

describe('the html classes of the theme stylesheets, by browser', () => {
  test.each(agents)('%s', (_name, userAgent, classes, maxTouchPoints = 0) => {
    expect(browserClasses({ userAgent, maxTouchPoints })).toEqual(classes);
  });

  test("the browser's own client hint makes a phone of a desktop agent", () => {
    const [, desktop] = agents[0]!;
    expect(browserClasses({ userAgent: desktop, userAgentData: { mobile: true } })).toEqual([
      'ua-mobile',
      'ua-chrome',
    ]);
  });
});
