import { expect, type Page } from '@playwright/test';

/** A guest's orderer details as typed (kana in hiragana and digits full-width on purpose). */
export type GuestInput = {
  lastName: string;
  firstName: string;
  lastKana: string;
  firstKana: string;
  postal: string;
  prefecture: string;
  city: string;
  block: string;
  building: string;
  phone: string;
  email: string;
};

/** A guest in 大阪 (kana typed in katakana); journeys give each order its own e-mail. */
export const OSAKA_GUEST: GuestInput = {
  lastName: '佐藤',
  firstName: '一郎',
  lastKana: 'サトウ',
  firstKana: 'イチロウ',
  postal: '530-0001',
  prefecture: '大阪府',
  city: '大阪市北区梅田',
  block: '1-1-1',
  building: '',
  phone: '0612345678',
  email: 'ichiro.guest@example.jp',
};

/** The checkout steps: shipping, payment, confirmation and completion. */
export class CheckoutPage {
  constructor(readonly page: Page) {}

  /** The orderer fieldset of /cart/shipping-select/. */
  orderer() {
    return this.page.getByRole('group', { name: 'ご注文者情報' });
  }

  /** Fills the orderer form. */
  async fillOrderer(g: GuestInput) {
    const o = this.orderer();
    await o.getByLabel('姓', { exact: true }).fill(g.lastName);
    await o.getByLabel('名', { exact: true }).fill(g.firstName);
    await o.getByLabel('セイ', { exact: true }).fill(g.lastKana);
    await o.getByLabel('メイ', { exact: true }).fill(g.firstKana);
    await o.getByLabel('郵便番号').fill(g.postal);
    await o.getByLabel('都道府県').selectOption(g.prefecture);
    await o.getByLabel('市区町村').fill(g.city);
    await o.getByLabel('番地').fill(g.block);
    await o.getByLabel('建物名・部屋番号').fill(g.building);
    await o.getByLabel('電話番号').fill(g.phone);
    await o.getByLabel('メールアドレス').fill(g.email);
    await o.getByLabel('メールアドレス').blur();
  }

  /** Picks the first offered delivery date and a time slot. */
  async chooseDelivery(slot: string) {
    const date = this.page.getByLabel('お届け希望日');
    await expect(date.locator('option').nth(1)).toBeAttached();
    await date.selectOption({ index: 1 });
    await this.page.getByLabel('お届け希望時間帯').selectOption({ label: slot });
  }

  /** Types a sandbox test card on the payment step. */
  async fillCard(number: string) {
    await this.page.getByLabel('カード番号').fill(number);
    await this.page.getByLabel('有効期限（YYYYMM）').fill('203012');
    await this.page.getByLabel('セキュリティコード').fill('123');
    await this.page.getByLabel('カード名義').fill('ICHIRO SATO');
  }

  /** Ticks 「ソーシャルギフトで贈る」 and writes the message card. */
  async sendAsGift(message: string) {
    await this.page.getByRole('checkbox', { name: 'ソーシャルギフトで贈る' }).check();
    await this.page.getByLabel('メッセージ').fill(message);
  }

  /** Presses 次へ. */
  async next() {
    await this.page.getByRole('button', { name: '次へ' }).click();
  }
}
