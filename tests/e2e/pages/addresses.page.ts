import { expect, type Locator, type Page } from '@playwright/test';

/** The my-page address book (/mypage/address/) and saved cards (/mypage/card/). */
export class AddressBookPage {
  constructor(readonly page: Page) {}

  /** Opens a screen and waits until its island has loaded. */
  async open(path: string, heading: string) {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(this.page.getByText('読み込み中…')).toHaveCount(0);
  }

  /** The entries of the address book (or of the saved cards). */
  entries(list = 'お届け先一覧') {
    return this.page.getByRole('list', { name: list, exact: true }).getByRole('listitem');
  }

  /** One entry by its name (an address's 「姓 名」, a card's 「VISA **** … 4242」). */
  entry(name: string | RegExp, list = 'お届け先一覧') {
    return this.page.getByRole('list', { name: list, exact: true }).getByRole('listitem', { name });
  }

  /** A mark (badge) of an entry, e.g. いつものお届け先 or メインのカード (not the button that sets it). */
  mark(entry: Locator, text: string) {
    return entry.getByText(text, { exact: true });
  }

  /** The status line of the list screens. */
  status() {
    return this.page.getByRole('status').filter({ hasText: /./ }).first();
  }

  /** 削除する, then 削除する again in the confirmation step. */
  async deleteWithConfirmation(scope: Locator) {
    await scope.getByRole('button', { name: '削除する' }).click();
    const step = scope.getByRole('group', { name: /よろしいですか/ });
    await expect(step).toBeVisible();
    await step.getByRole('button', { name: '削除する' }).click();
  }

  /** Uploads a CSV (bytes) and presses 取り込む. */
  async importCsv(bytes: Buffer) {
    await this.page.getByLabel('取り込むCSVファイル').setInputFiles({
      name: 'addresses.csv',
      mimeType: 'text/csv',
      buffer: bytes,
    });
    await this.page.getByRole('button', { name: '取り込む', exact: true }).click();
  }

  /** Saves a screenshot at phone and desktop widths. */
  async screenshots(name: string) {
    for (const [label, width, height] of [
      ['desktop', 1280, 900],
      ['phone', 390, 844],
    ] as const) {
      await this.page.setViewportSize({ width, height });
      // From the top, so the sticky header does not land in the middle of the full-page shot.
      await this.page.evaluate(() => window.scrollTo(0, 0));
      await this.page.screenshot({ path: `.build/screens/${name}-${label}.png`, fullPage: true });
    }
  }
}
