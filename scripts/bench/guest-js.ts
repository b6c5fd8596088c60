import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Browser, chromium, devices } from '@playwright/test';
import { builtJsBrotli, inlineScriptBrotli } from './js-size';

/** One script a guest's browser fetched: its URL path and brotli size (`inline` for the page's own scripts). */
export type GuestScript = { path: string; brotli: number };

/** What a guest's browser fetched on one page: script files and their brotli total (inline scripts, classic and module, included). */
export type GuestJs = { guestFiles: number; guestBrotli: number };

const SCROLL_STEP_PX = 600;
const MAX_STEPS = 60;

/** Chromium as the bench drives it (Debian's, `CHROME_PATH` to change). */
export function launchGuestBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** Scrolls to the end in steps (so `client:visible` islands and lazy parts load), then waits for quiet. */
async function scrollToEnd(page: import('@playwright/test').Page): Promise<void> {
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const atEnd = await page.evaluate((by) => {
      window.scrollBy(0, by);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    }, SCROLL_STEP_PX);
    await page.waitForTimeout(100);
    if (atEnd) break;
  }
  await page.waitForLoadState('networkidle');
}

/**
 * The JS a guest's phone really fetches on `path` (issue 27): opened as a new visitor, scrolled to
 * the end, every script of the shop's origin counted at the brotli size of its built file. Unlike
 * the "first" count from the HTML, this includes what `client:visible` islands and idle callbacks
 * fetch; chunks only a click or a login loads stay out.
 */
export async function guestJs(
  browser: Browser,
  origin: string,
  distDir: string,
  path: string,
): Promise<GuestJs> {
  const scripts = await guestScripts(browser, origin, distDir, path);
  return {
    guestFiles: scripts.length - 1,
    guestBrotli: scripts.reduce((sum, s) => sum + s.brotli, 0),
  };
}

/** The scripts behind {@link guestJs}, one by one: the page's inline scripts first, then each file fetched. */
export async function guestScripts(
  browser: Browser,
  origin: string,
  distDir: string,
  path: string,
): Promise<GuestScript[]> {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'ja-JP' });
  const page = await context.newPage();
  const scripts = new Set<string>();
  const host = new URL(origin).host;
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.host === host && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  try {
    await page.goto(new URL(path, origin).toString(), { waitUntil: 'networkidle' });
    await scrollToEnd(page);
    await page.waitForTimeout(1000);
    const inline = inlineScriptBrotli(await readFile(join(distDir, path, 'index.html'), 'utf8'));
    const listed: GuestScript[] = [{ path: 'inline', brotli: inline }];
    for (const script of scripts) {
      listed.push({ path: script, brotli: await builtJsBrotli(distDir, script) });
    }
    return listed;
  } finally {
    await context.close();
  }
}
