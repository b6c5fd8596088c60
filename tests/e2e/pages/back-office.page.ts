import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { expectNoViolations } from '../support/axe';

/** The demo staff (FIXTURES, seeded by server/db/seed/staff.ts). */
export const STAFF = {
  owner: { email: 'owner@example.jp', password: 'Owner-pass-2026' },
  editor: { email: 'editor@example.jp', password: 'Editor-pass-2026' },
  operator: { email: 'operator@example.jp', password: 'Operator-pass-2026' },
} as const;

/** The demo owner's TOTP secret (demo data, printed in the README). */
export const OWNER_TOTP_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

const STEP_MS = 30_000;

/** The signed-out session check every fresh visit makes: a documented 401 the journey declares. */
export const SIGNED_OUT_CHECK = { url: /\/v1\/admin\/session$/, message: /status of 401/ };

/** The back office at `admin.localhost`, as staff use it: sign-in, the menu, screens, axe. */
export class BackOffice {
  constructor(readonly page: Page) {}

  /** Opens the back office's first screen (the sign-in form when signed out). */
  async open(hash = '') {
    await this.page.goto(`/${hash}`);
  }

  /** Signs in with email and password; a TOTP account is then asked for its code. */
  async signIn(who: { email: string; password: string }) {
    await this.page.getByRole('heading', { name: '管理画面ログイン' }).waitFor();
    await this.page.getByLabel('メールアドレス').fill(who.email);
    await this.page.getByLabel('パスワード').fill(who.password);
    await this.page.getByRole('button', { name: 'ログイン', exact: true }).click();
  }

  /**
   * Gives the current code of `secret`. A code is accepted once: another journey may have used
   * this time step's code already, so a refused code is tried again in the next step.
   */
  async enterTotp(secret: string) {
    await expect(this.page.getByRole('heading', { name: '二段階認証' })).toBeVisible();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      // Not in the last seconds of a step: the code would expire on its way.
      const left = STEP_MS - (Date.now() % STEP_MS);
      if (left < 4_000) await this.page.waitForTimeout(left + 500);
      await this.page.getByLabel('確認コード').fill(await generate({ secret }));
      await this.page.getByRole('button', { name: '確認', exact: true }).click();
      const home = this.page.getByRole('heading', { name: 'ホーム', level: 1 });
      const refused = this.page.getByRole('alert');
      await expect(home.or(refused)).toBeVisible();
      if (await home.isVisible()) return;
      await this.page.waitForTimeout(STEP_MS - (Date.now() % STEP_MS) + 500);
    }
    throw new Error('the TOTP code was refused three steps running');
  }

  /** Signs in as the demo owner, with the TOTP code. */
  async signInOwner() {
    await this.signIn(STAFF.owner);
    await this.enterTotp(OWNER_TOTP_SECRET);
  }

  /** Signs in a staff member without two-factor and waits for the home screen. */
  async signInWithoutTotp(who: { email: string; password: string }) {
    await this.signIn(who);
    await expect(this.heading('ホーム')).toBeVisible();
  }

  /** The screen's title (its h1). */
  heading(name: string) {
    return this.page.getByRole('heading', { name, level: 1 });
  }

  /** The main menu (a drawer behind メニュー on phones). */
  menu() {
    return this.page.getByRole('navigation', { name: '管理メニュー' });
  }

  /** Opens a menu entry, through the menu button on phones, and waits for its screen. */
  async go(entry: string, title = entry) {
    const button = this.page.getByRole('button', { name: 'メニューを開く' });
    if (await button.isVisible()) await button.click();
    await this.menu().getByRole('link', { name: entry, exact: true }).click();
    await expect(this.heading(title)).toBeVisible();
    await expect(this.heading(title)).toBeFocused();
  }

  /** Signs out and waits for the sign-in screen. */
  async signOut() {
    await this.page.getByRole('button', { name: 'ログアウト' }).click();
    await expect(this.page.getByRole('heading', { name: '管理画面ログイン' })).toBeVisible();
  }

  /** Runs axe on the current screen once its loading line is gone. */
  async expectAccessible(what: string) {
    await expect(this.page.getByText('読み込み中…')).toHaveCount(0);
    await expectNoViolations(this.page, `back office: ${what}`);
  }

  /** The product list's result rows. */
  productRows() {
    return this.page.getByRole('region', { name: '商品の検索結果' }).locator('tbody tr');
  }

  /** Searches the product list by keyword. */
  async searchProducts(keyword: string) {
    await this.page.getByLabel('キーワード').fill(keyword);
    await this.page.getByRole('button', { name: '検索', exact: true }).first().click();
  }
}
