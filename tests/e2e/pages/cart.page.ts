import type { Page } from '@playwright/test';

/** The header cart link and the cart screen. */
export class CartPage {
  constructor(readonly page: Page) {}

  /** The header's cart link (its name carries the item count). */
  headerLink() {
    return this.page.getByRole('link', { name: /カート/ }).first();
  }

  /** Opens /cart/. */
  async open() {
    await this.page.goto('/cart/');
  }

  /** The list of cart lines. */
  lines() {
    return this.page.getByRole('list', { name: 'カート内の商品' }).getByRole('listitem');
  }
}
