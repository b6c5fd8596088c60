import { expect, type Page } from '@playwright/test';
import { logIn } from './login';
import { closeCampaignPopupWhenShown } from './popup';

/** Content pages: top-page sections, articles, taxonomy, static pages and landing pages. */
export class ContentPage {
  constructor(readonly page: Page) {}

  /** Opens the top page and waits for its news section. */
  async openTop() {
    await this.page.goto('/');
    await expect(this.page.getByRole('heading', { name: 'ニュース', level: 2 })).toBeVisible();
  }

  /** The top page's news links. */
  newsLinks() {
    return this.page
      .locator('section', { has: this.page.getByRole('heading', { name: 'ニュース' }) })
      .getByRole('link');
  }

  /** The breadcrumb trail. */
  breadcrumb() {
    return this.page.getByRole('navigation', { name: 'パンくずリスト' });
  }

  /** The page's main heading. */
  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** Closes the campaign popup whenever it shows in the way of an action (it loads after the page). */
  async closePopupWhenShown() {
    await closeCampaignPopupWhenShown(this.page);
  }

  /** Logs in through the login page, coming back to `returnTo`. */
  async login(email: string, password: string, returnTo: string) {
    await logIn(this.page, returnTo, { email, password });
  }
}
