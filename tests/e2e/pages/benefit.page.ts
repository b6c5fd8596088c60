import { expect, type Page } from '@playwright/test';

/** The benefit shop's voucher login panel on /login/. */
export class BenefitPage {
  constructor(readonly page: Page) {}

  /** The 優待券でログイン panel. */
  panel() {
    return this.page.getByRole('region', { name: '優待券でログイン' });
  }

  /** Types the numbers printed on a voucher and sends them. */
  async logInWithVoucher(shareholderNo: string, voucherNo: string) {
    const panel = this.panel();
    await panel.getByLabel('株主番号').fill(shareholderNo);
    await panel.getByLabel('優待番号').fill(voucherNo);
    await panel.getByRole('button', { name: '優待券でログイン' }).click();
  }

  /** Waits for the refusal message of a voucher. */
  async expectRefused(message: string | RegExp) {
    await expect(this.panel().getByRole('alert')).toHaveText(message);
  }
}
