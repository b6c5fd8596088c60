import { expect, type Locator, type Page } from '@playwright/test';
import { reviewShotsAtWidths } from '../support/review-shots';

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

  /** Saves phone and desktop screenshots when the run keeps them (E2E_SCREENS=1). */
  async screenshots(name: string) {
    await reviewShotsAtWidths(this.page, name);
  }
}
