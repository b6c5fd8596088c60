import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM } from './scripts/ensure-chromium';
import { e2eRun } from './tests/e2e/support/run-dir';
import { E2E_SERVER_READY, e2eWebServer } from './tests/e2e/support/web-server';

// E2E_PORT lets several suites run side by side, each with its own server, data and site.
const RUN = e2eRun();
const PORT = RUN.port;
const WEB_SERVER = e2eWebServer(RUN);
// Journeys that read the server's outbox find its data folder here (workers inherit the env).
process.env.E2E_DATA_DIR = RUN.dataDir;

/** A project that runs journeys against one channel's host name (Chromium resolves *.localhost to loopback). */
function channelProject(channel: string, testMatch: string[], dependencies: string[] = []) {
  return {
    name: channel,
    testMatch,
    dependencies,
    use: {
      browserName: 'chromium' as const,
      viewport: { width: 1280, height: 800 },
      baseURL: `http://${channel}.localhost:${PORT}`,
    },
  };
}

/** Debian's Chromium headless shell (CHROMIUM) with the flags this closed network needs (no calls home). */
const launchOptions = {
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: RUN.resultsDir,
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    // Recording a trace of every journey (to keep only the failures') cost about a sixth of the
    // run's time. A failure leaves its page's ARIA snapshot (error-context.md) and a screenshot;
    // E2E_TRACE=1 records traces again, for rerunning a failing journey.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      // Maintenance closes the whole shop: its journey runs alone, after the others. Journeys of
      // one channel run in that channel's project only.
      testIgnore: [
        'a11y-benefit.spec.ts',
        'benefit.spec.ts',
        'channels.spec.ts',
        'phone.spec.ts',
        'school.spec.ts',
        'editor.spec.ts',
        'shell-maintenance.spec.ts',
        'social-gift-expiry.spec.ts',
        'verify-email.spec.ts',
        // The back office's journeys run on its own host, in the back-office projects.
        'back-office*.spec.ts',
      ],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    // The same shop in another theme: the journeys through what a theme draws (its header, top,
    // list and product pages, cards) and axe on every page type, the cart and the checkout steps.
    // Checkout's own journeys run once, on desktop: themes draw none of its steps (the axe tour
    // walks them in each theme). It runs after the desktop project, whose copies of these journeys
    // change the same member's favourites and cart.
    channelProject(
      'wa',
      ['foundation.spec.ts', 'catalogue.spec.ts', 'a11y.spec.ts', 'search.spec.ts'],
      ['desktop'],
    ),
    // The plain fallback theme every other theme builds on, with the same subset, after wa (the
    // same member's favourites and cart again).
    channelProject(
      'simple',
      [
        'foundation.spec.ts',
        'catalogue.spec.ts',
        'a11y.spec.ts',
        'search.spec.ts',
        // First-login e-mail verification is on in this channel only.
        'verify-email.spec.ts',
      ],
      ['wa'],
    ),
    // The school customer set (its own header, colours and set orders first) under axe: its public
    // and my page screens (the shared products the cart journeys buy are not sold on this channel),
    // and its own journey (school.spec.ts, every title starting "school shop:").
    {
      ...channelProject('school', ['a11y.spec.ts', 'school.spec.ts']),
      grep: /public pages|my page screens|school shop:/,
    },
    // The members-only benefit shop: its journey and its own axe journey.
    channelProject('benefit', ['benefit.spec.ts', 'a11y-benefit.spec.ts']),
    channelProject('closed', ['channels.spec.ts']),
    {
      // An editor changes oxford-shirt's price, which other journeys buy: it runs after them.
      name: 'editor',
      testMatch: 'editor.spec.ts',
      dependencies: [
        'desktop',
        'phone',
        'wa',
        'simple',
        'school',
        'benefit',
        'closed',
        'back-office',
        'back-office-phone',
      ],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      // The gift sweep runs with the shop's clock moved ahead, expiring every waiting gift placed
      // before its own: it runs after every journey that places gifts.
      name: 'clock',
      testMatch: 'social-gift-expiry.spec.ts',
      dependencies: ['editor'],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      // Maintenance closes the whole shop: its journey runs alone, after the others.
      name: 'maintenance',
      testMatch: 'shell-maintenance.spec.ts',
      dependencies: ['clock'],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      // The back office on its own host. Its editor journey saves a price (and restores it), which
      // rebuilds the channels: the editor project, which reads its own rebuild report, runs after.
      name: 'back-office',
      // Every back-office journey but the phone one (back-office-<area>.spec.ts).
      testMatch: /\/back-office(-(?!phone)[a-z-]+)?\.spec\.ts$/,
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
        baseURL: `http://admin.localhost:${PORT}`,
      },
    },
    {
      // The back office at phone width: the menu drawer, cards for tables, axe on every screen.
      name: 'back-office-phone',
      testMatch: 'back-office-phone.spec.ts',
      use: {
        browserName: 'chromium',
        userAgent: devices['Pixel 7']?.userAgent,
        viewport: { width: 390, height: 844 },
        // The layout at 390 CSS px is what these journeys check; drawing it at 3× costs nine times
        // the pixels on a machine without a GPU, for nothing a test reads.
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        baseURL: `http://admin.localhost:${PORT}`,
      },
    },
    {
      // Journeys whose behaviour does not depend on screen size run on the desktop project only.
      // The phone project runs what is drawn differently at 390 px (the header and menu drawer,
      // the list's filter sheet, popups, the cart, checkout and sign-in: foundation, phone,
      // search), the social gift (its recipient opens the link on a phone), a cancellation by a
      // member of its own (whose points it checks exactly), and the axe tours, which on a phone
      // also check that every public and my page screen fits the screen with 44 px targets.
      name: 'phone',
      testMatch: [
        'foundation.spec.ts',
        'phone.spec.ts',
        'social-gift.spec.ts',
        'mypage-orders.spec.ts',
        'a11y.spec.ts',
        'search.spec.ts',
      ],
      use: {
        browserName: 'chromium',
        userAgent: devices['Pixel 7']?.userAgent,
        viewport: { width: 390, height: 844 },
        // The layout at 390 CSS px is what these journeys check; drawing it at 3× costs nine times
        // the pixels on a machine without a GPU, for nothing a test reads.
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    ...WEB_SERVER,
    // npm test starts the server beside astro check and sets E2E_SERVER_READY once it is ready.
    reuseExistingServer: !process.env.CI || process.env[E2E_SERVER_READY] === '1',
    // The first build renders every page of every channel (six sites); allow it time on a 2-core machine.
    timeout: 20 * 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
