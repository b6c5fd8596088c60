import { expect, type Page } from '@playwright/test';
import { reviewShot } from '../support/review-shots';

/** My page lists, bookmarks and the message centre, reached as a logged-in member. */
export class MypageListsPage {
  constructor(readonly page: Page) {}

  /** Opens a my-page screen and waits until its island has loaded its data. */
  async open(path: string, heading: string) {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(this.page.getByText('読み込み中…')).toHaveCount(0);
  }

  /** The entries of the named list. */
  items(name: string) {
    return this.page.getByRole('list', { name, exact: true }).getByRole('listitem');
  }

  /** The first product-list tile's 「{商品名}をリストに追加」 button, once the member's controls show. */
  async firstTileAddButton() {
    const tiles = this.page.getByRole('list', { name: '商品一覧' });
    const button = tiles.getByRole('button', { name: /をリストに追加$/ }).first();
    await expect(button).toBeVisible();
    const label = (await button.getAttribute('aria-label')) ?? '';
    return { button, name: label.replace(/をリストに追加$/, '') };
  }

  /** The member's bearer token, read from the session cookie the shop set at login. */
  async token(): Promise<string> {
    const cookies = await this.page.context().cookies();
    const token = cookies.find((c) => c.name === 'access_token')?.value;
    if (!token) throw new Error('not logged in');
    return token;
  }

  /** Calls the API as the member (for clean-up of what an earlier run left behind). */
  async api<T>(method: 'GET' | 'DELETE' | 'PATCH', path: string, data?: unknown): Promise<T> {
    const res = await this.page.request.fetch(path, {
      method,
      headers: { Authorization: `Bearer ${await this.token()}` },
      data,
    });
    expect(res.ok(), `${method} ${path}`).toBe(true);
    return (res.status() === 204 ? null : await res.json()) as T;
  }

  /** The header's unread badge count (0 when no badge). */
  async unreadBadge(): Promise<number> {
    const badge = this.page.getByRole('link', { name: /^未読メッセージ \d+件/ });
    if ((await badge.count()) === 0) return 0;
    const label = (await badge.textContent()) ?? '';
    return Number(/未読メッセージ (\d+)件/.exec(label)?.[1] ?? 0);
  }

  /** Saves a screenshot at this project's width (desktop 1280 px, phone 390 px). */
  async screenshot(name: string, project: string) {
    await reviewShot(this.page, { path: `.build/screens/${name}-${project}.png`, fullPage: true });
  }
}
