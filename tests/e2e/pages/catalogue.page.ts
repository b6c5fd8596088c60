import { expect, type Page } from '@playwright/test';
import { logIn, TARO } from './login';

/** The product list's search and a product page's member parts. */
export class CataloguePage {
  constructor(readonly page: Page) {}

  /** Opens the product list (optionally with a query) and waits for the hydrated search form. */
  async openList(query = '') {
    await this.page.goto(`/product/${query}`);
    await expect(this.page.getByRole('button', { name: '検索する' })).toBeEnabled();
    await this.page.waitForLoadState('networkidle');
  }

  /** The result tiles. */
  results() {
    return this.page.getByRole('list', { name: '商品一覧' }).getByRole('link');
  }

  /** The total line, e.g. 全77点. */
  total() {
    return this.page.getByText(/^全\d+点$/);
  }

  /** Chooses a category in the category search modal. */
  async chooseCategory(name: string) {
    await this.page.getByRole('button', { name: 'カテゴリから探す' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'カテゴリから探す' });
    await dialog.getByRole('button', { name, exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** Logs in through /login/ and comes back to `path`. */
  async login(path: string, email: string = TARO.email, password: string = TARO.password) {
    await logIn(this.page, path, { email, password });
  }
}
