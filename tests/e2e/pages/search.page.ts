import { expect, type Page } from '@playwright/test';
import { closeCampaignPopupWhenShown } from './popup';

/** The header's search box with its suggestions, and the product list it searches. */
export class HeaderSearchBox {
  constructor(readonly page: Page) {}

  /** The text box (an ARIA combobox). */
  box() {
    return this.page.getByRole('combobox', { name: '商品を検索' });
  }

  /** The suggestion list. */
  list() {
    return this.page.getByRole('listbox', { name: '検索候補' });
  }

  /** The suggestions shown. */
  options() {
    return this.list().getByRole('option');
  }

  /** Opens `path` (the top page by default) with the campaign popup closed whenever it shows. */
  async open(path = '/') {
    await closeCampaignPopupWhenShown(this.page);
    await this.page.goto(path);
  }

  /** Types `text` into the header's box key by key, as a shopper does, and waits for suggestions. */
  async type(text: string) {
    await this.box().click();
    await this.box().pressSequentially(text, { delay: 50 });
    await expect(this.list()).toBeVisible();
  }

  /** The list's sort selector. */
  sort() {
    return this.page.getByLabel('並び替え');
  }

  /** Shows the list's filters: on phones they sit in the 「絞り込み」 sheet. */
  async showFilters() {
    const sheet = this.page.getByRole('button', { name: '絞り込み' });
    if (await sheet.isVisible()) await sheet.click();
    await expect(this.sort()).toBeVisible();
  }

  /** The result tiles of the product list. */
  results() {
    return this.page.getByRole('list', { name: '商品一覧' }).getByRole('link');
  }
}
