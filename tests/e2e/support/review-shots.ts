import type { Page, PageScreenshotOptions } from '@playwright/test';

/**
 * Whether this run keeps screenshots for a person to look at (`E2E_SCREENS=1`). They are off by
 * default: a full-page shot at two widths costs seconds of CPU each, and CI has two cores.
 */
export const REVIEW_SHOTS = process.env.E2E_SCREENS === '1';

/** Takes a screenshot when the run keeps them for review; otherwise does nothing. */
export async function reviewShot(page: Page, options: PageScreenshotOptions): Promise<void> {
  if (REVIEW_SHOTS) await page.screenshot(options);
}

/**
 * Saves full-page shots of the page at phone and desktop widths under `.build/screens/`
 * (`{name}-{label}.png`) when the run keeps them, then gives the page back its own size.
 */
export async function reviewShotsAtWidths(page: Page, name: string): Promise<void> {
  if (!REVIEW_SHOTS) return;
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const [label, width, height] of [
    ['desktop', 1280, 900],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    // From the top, so the sticky header does not land in the middle of the full-page shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `.build/screens/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}
