import { expect, type Page } from '@playwright/test';
import { reviewShotsAtWidths } from '../support/review-shots';

/** The my-page history screens: 閲覧履歴, 検索履歴 and リクエスト履歴. */
export class HistoriesPage {
  constructor(readonly page: Page) {}

  /** Opens a history screen and waits until its list (or empty state) has loaded. */
  async open(path: string, heading: string) {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(this.page.getByText('読み込み中…')).toHaveCount(0);
  }

  /** The list of entries of the open screen. */
  list(name: string) {
    return this.page.getByRole('list', { name, exact: true }).getByRole('listitem');
  }

  /** The total line, e.g. 全3件. */
  total() {
    return this.page.getByText(/^全\d+件$/);
  }

  /** 削除する of the entry about `what`. */
  removeButton(what: string) {
    return this.page.getByRole('button', { name: `「${what}」を履歴から削除する` });
  }

  /** Saves phone and desktop screenshots when the run keeps them (E2E_SCREENS=1). */
  async screenshots(name: string) {
    await reviewShotsAtWidths(this.page, name);
  }
}
