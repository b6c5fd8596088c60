import type { BrowserContext } from '@playwright/test';
import { expect } from './test';

/**
 * The preview tab `click` opens, once the channel's code answers it (503 while it loads after a
 * rebuild), with the プレビュー banner shown.
 */
export async function openedPreview(context: BrowserContext, click: () => Promise<void>) {
  const opened = context.waitForEvent('page');
  await click();
  const preview = await opened;
  await preview.waitForURL(/\/v1\/previews\/[A-Za-z0-9_-]{43}$/);
  await expect
    .poll(async () => (await preview.reload())?.status(), { timeout: 60_000, intervals: [2000] })
    .toBe(200);
  await expect(preview.locator('[data-preview-banner]')).toContainText('プレビュー');
  return preview;
}
