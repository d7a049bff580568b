// Debian's Chromium as the tests and the bench launch it: headless, driven by playwright-core, and for
// the test suites with the switches that make their many short visits cheaper on two cores.
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's process model for the test suites, not for the bench (which measures what a visitor's
 * Chromium does): site isolation off and at most one renderer process a browser context, so a test's
 * new page opens in the renderer its kept context already runs (the harness keeps an about:blank page
 * open in it) instead of starting a process. A new page with a goto cost 1.28 and 1.35 CPU-seconds
 * on a two-core machine, 0.81 and 0.83 with these flags. Four module test files (tabs, toggles,
 * quantity stepper, menu), alternated four times: 153 to 181 CPU-s without, 130 to 142 with.
 * Pages are no less separate: each has its own document, scripts and storage; the demo serves its
 * files with `no-cache`, so a page never takes another's script from the renderer's memory cache
 * without the request a test may count.
 */
const oneRendererPerContext = ['--disable-site-isolation-trials', '--renderer-process-limit=1'];

/**
 * The features Playwright turns off in every Chromium it launches (`chromiumSwitches` in
 * playwright-core 1.65). Chromium reads only the last `--disable-features` it is given, so a launch
 * that turns off features of its own repeats these; `chromium.test.ts` fails when Playwright turns
 * off one this copy lacks.
 */
const playwrightFeaturesOff = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * For the test suites: the address bar's suggestion popups, which headless Chromium 156 builds as
 * two hidden WebUI pages (chrome://omnibox-popup.top-chrome/) in a renderer process of their own for
 * every browser window, and so for every browser context a test opens. No test has an address bar to
 * type into. Twelve accessibility tests (`-t "on /contact/"`): those renderers took 6.8 of Chromium's
 * 39.5 CPU-seconds, and Chromium took 28.7 without them. The four module files of
 * `oneRendererPerContext`, alternated twice: 142.7 and 142.8 CPU-s of the machine with the popups,
 * 97.3 and 121.8 without; the fault suite's `-t "init throws"` (pages kept): 172.3 against 163.4.
 */
const addressBarPopupsOff = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export interface LaunchOptions {
  /** The test suites' Chromium (`oneRendererPerContext`, `addressBarPopupsOff`); the bench leaves it as a visitor's. */
  forTests?: boolean;
}

/** Launches headless Chromium, or fails with what to install: browser tests never skip. */
export async function launchChromium({ forTests = false }: LaunchOptions = {}): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium was not found at ${chromiumPath}. Browser tests need it: install Debian's package ` +
        '(sudo apt-get update && sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      '--no-default-browser-check',
      ...(forTests
        ? [
            ...oneRendererPerContext,
            `--disable-features=${[...playwrightFeaturesOff, ...addressBarPopupsOff].join(',')}`,
          ]
        : []),
    ],
  });
}
