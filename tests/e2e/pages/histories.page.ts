import { expect, type Page } from '@playwright/test';

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

  /** Saves a screenshot at phone and desktop widths. */
  async screenshots(name: string) {
    for (const [label, width, height] of [
      ['desktop', 1280, 900],
      ['phone', 390, 844],
    ] as const) {
      await this.page.setViewportSize({ width, height });
      await this.page.screenshot({ path: `.build/screens/${name}-${label}.png`, fullPage: true });
    }
    await this.page.setViewportSize({ width: 1280, height: 900 });
  }
}
