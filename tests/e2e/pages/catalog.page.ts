import { expect, type Page } from '@playwright/test';
import { closeCampaignPopupWhenShown } from './popup';

/** The top page, the product list and a product page. */
export class CatalogPage {
  constructor(readonly page: Page) {}

  /** Opens the top page and waits for its products; the campaign popup is closed when it shows. */
  async openTop() {
    await closeCampaignPopupWhenShown(this.page);
    await this.page.goto('/');
    await expect(
      this.page.getByRole('list', { name: '新着商品' }).getByRole('link').first(),
    ).toBeVisible();
  }

  /** Product links of the new arrivals. */
  newArrivalLinks() {
    return this.page.getByRole('list', { name: '新着商品' }).getByRole('link');
  }

  /** Opens a product page by key and waits until the purchase panel is interactive. */
  async openProduct(key: string) {
    await this.page.goto(`/product/${key}/`);
    await this.waitForPurchasePanel();
  }

  /** Answers yes to the age check of a restricted product; a fresh browser is always asked. */
  async confirmAge() {
    const gate = this.page.getByRole('dialog', { name: '年齢確認' });
    await gate.getByRole('button', { name: 'はい（20歳以上です）' }).click();
    await expect(gate).toBeHidden();
  }

  /** Waits for the hydrated purchase panel. */
  async waitForPurchasePanel() {
    await expect(this.page.getByRole('button', { name: 'カートに入れる' })).toBeEnabled();
  }

  /** Chooses a variant (size) by its name. */
  async chooseVariant(name: string) {
    await this.page.getByRole('radio', { name, exact: true }).check();
  }

  /** Fills the quantity field. */
  async setQuantity(value: string) {
    await this.page.getByLabel('数量', { exact: true }).fill(value);
  }

  /** Presses カートに入れる. */
  async addToCart() {
    await this.page.getByRole('button', { name: 'カートに入れる' }).click();
  }

  /** The cart popup that opens once the product went in. */
  cartPopup() {
    return this.page.getByRole('dialog', { name: 'カートに商品を追加しました。' });
  }

  /** Presses カートに入れる, waits for the cart popup and closes it with 買い物を続ける. */
  async addToCartConfirmed() {
    await this.addToCart();
    await expect(this.cartPopup()).toBeVisible();
    await this.cartPopup().getByRole('button', { name: '買い物を続ける' }).click();
    await expect(this.cartPopup()).toBeHidden();
  }

  /** The inline error of the purchase panel. */
  purchaseError() {
    return this.page.getByRole('alert');
  }
}
