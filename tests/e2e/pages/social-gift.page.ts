import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { reviewShotsAtWidths } from '../support/review-shots';
import { registerMemberByApi } from './login';

/** A member of its own (registered through the API), so the gift journey shares no cart with taro's. */
export function registerGiftBuyer(request: APIRequestContext) {
  return registerMemberByApi(request, 'gift', {
    last_name: '贈田',
    first_name: '太郎',
    last_name_kana: 'オクリタ',
    first_name_kana: 'タロウ',
    phone_number: '09011113333',
  });
}

/** The recipient's pages of a gift link (no login). */
export class SocialGiftPage {
  constructor(readonly page: Page) {}

  /** Fills the recipient's address; the postal code fills prefecture and city. */
  async fillAddress() {
    const p = this.page;
    await p.getByLabel('姓', { exact: true }).fill('受取');
    await p.getByLabel('名', { exact: true }).fill('花子');
    await p.getByLabel('セイ', { exact: true }).fill('うけとり');
    await p.getByLabel('メイ', { exact: true }).fill('はなこ');
    await p.getByLabel('郵便番号').fill('０６００００１');
    // The first look-up may wait for the postal data to finish loading after start-up.
    await expect(p.getByLabel('都道府県')).toHaveValue('北海道', { timeout: 40_000 });
    await expect(p.getByLabel('市区町村')).toHaveValue(/札幌市中央区/);
    await p.getByLabel('番地').fill('１－２－３');
    await p.getByLabel('建物名・部屋番号').fill('ギフト館101');
    await p.getByLabel('電話番号').fill('０１１１２３４５６７');
  }

  /** Presses 次へ. */
  async next() {
    await this.page.getByRole('button', { name: '次へ' }).click();
  }

  /** Saves phone and desktop screenshots when the run keeps them (E2E_SCREENS=1). */
  async shoot(name: string) {
    await reviewShotsAtWidths(this.page, `social-gift-${name}`);
  }
}
