import { expect, type Page } from '@playwright/test';

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

  /** Saves a screenshot at phone and desktop widths. */
  async screenshots(name: string) {
    const size = this.page.viewportSize() ?? { width: 1280, height: 800 };
    for (const [label, width, height] of [
      ['desktop', 1280, 900],
      ['phone', 390, 844],
    ] as const) {
      await this.page.setViewportSize({ width, height });
      await this.page.screenshot({ path: `.build/screens/${name}-${label}.png`, fullPage: true });
    }
    await this.page.setViewportSize(size);
  }
}
