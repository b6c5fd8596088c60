import { expect, type Page } from '@playwright/test';
import { reviewShotsAtWidths } from '../support/review-shots';

/** The my page screens for memorial days, measurements and name embroidery. */
export class MypageBodyPage {
  constructor(readonly page: Page) {}

  /** Opens a screen and waits until its island has loaded. */
  async open(path: string, heading: string) {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(this.page.getByText('読み込み中…')).toHaveCount(0);
  }

  /** The card of the list `list` that mentions `text`. */
  card(list: string, text: string) {
    return this.page
      .getByRole('list', { name: list })
      .getByRole('listitem')
      .filter({ hasText: text });
  }

  /** 確認する, then 保存する (or the given label) on the confirmation step. */
  async confirmAndSave(save = '保存する') {
    await this.page.getByRole('button', { name: '確認する' }).click();
    await expect(this.page.getByText('よろしければ')).toBeVisible();
    await this.page.getByRole('button', { name: save }).click();
  }

  /** Saves phone and desktop screenshots when the run keeps them (E2E_SCREENS=1). */
  async screenshots(name: string) {
    await reviewShotsAtWidths(this.page, name);
  }
}
