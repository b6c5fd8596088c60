import type { Page } from '@playwright/test';

const handled = new WeakSet<Page>();

/**
 * Closes the top page's campaign popup whenever it shows before an action: it loads when the
 * browser is idle, so a journey cannot know when, and it may cover what the journey clicks.
 */
export async function closeCampaignPopupWhenShown(page: Page): Promise<void> {
  if (handled.has(page)) return;
  handled.add(page);
  const popup = page.getByRole('dialog').filter({ has: page.locator('[data-title]') });
  await page.addLocatorHandler(popup, async () => {
    await popup.getByRole('button', { name: '閉じる' }).click();
  });
}
