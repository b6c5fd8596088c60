import { logIn, TARO } from './pages/login';
import { MypageListsPage } from './pages/mypage-lists.page';
import { expect, test } from './support/test';

// Taro's lists and bookmarks named E2E… and his demo message are this journey's alone.
const MESSAGE = 'ご注文の商品を発送しました';
const PREFIX = 'E2E';

type List = { key: string; name: string };
type Bookmark = { id: number; url: string };
type Message = { id: number; title: string; is_read: boolean };

test('a member keeps lists, bookmarks a search and reads a message', async ({ page }, info) => {
  // A long journey on a shared 2-core machine: five screens, each loaded after a fresh login.
  test.setTimeout(240_000);
  const my = new MypageListsPage(page);
  await logIn(page, '/mypage/list/', TARO);

  // What an earlier run may have left: its lists, its bookmark, the message read.
  const lists = await my.api<{ data: List[] }>('GET', '/v1/me/user-lists');
  for (const l of lists.data.filter((x) => x.name.startsWith(PREFIX))) {
    await my.api('DELETE', `/v1/me/user-lists/${l.key}`);
  }
  const marks = await my.api<{ data: Bookmark[] }>('GET', '/v1/me/bookmarks?per=100');
  for (const b of marks.data.filter((x) => x.url.startsWith('/product/?keyword='))) {
    await my.api('DELETE', `/v1/me/bookmarks/${b.id}`);
  }
  const inbox = await my.api<{ data: Message[] }>('GET', '/v1/me/system-messages?per=100');
  const target = inbox.data.find((m) => m.title === MESSAGE);
  if (!target) throw new Error('the demo message is missing');
  if (target.is_read) {
    await my.api('PATCH', `/v1/me/system-messages/${target.id}`, { is_read: false });
  }
  const product = (await (await page.request.get('/v1/products/oxford-shirt')).json()) as {
    name: string;
  };

  // Two lists of my own on /mypage/list/.
  const trip = `${PREFIX}旅行`;
  const gift = `${PREFIX}ギフト`;
  await my.open('/mypage/list/', 'お気に入りリスト');
  await expect(my.items('お気に入りリスト').first()).toContainText('お気に入り');
  for (const name of [trip, gift]) {
    await page.getByLabel('リスト名').fill(name);
    await page.getByRole('button', { name: 'リストを作成' }).click();
    await expect(page.getByText(`リスト「${name}」を作成しました。`)).toBeVisible();
  }
  await page.getByRole('button', { name: 'リストを作成' }).click();
  await expect(page.getByRole('alert')).toHaveText('リスト名を入力してください。');
  await expect(my.items('お気に入りリスト').filter({ hasText: trip })).toContainText('0点');

  // 「リストに追加」 on the product page.
  await page.goto('/product/oxford-shirt/');
  await page.getByRole('button', { name: `${product.name}をリストに追加` }).click();
  const menu = page.getByRole('list', { name: '追加先のリスト' });
  await menu.getByRole('button', { name: new RegExp(`^${trip}`) }).click();
  await expect(page.getByText(`「${trip}」に追加しました。`)).toBeVisible();

  // The list shows it with its live price (税込) and stock; move it to the other list.
  await my.open('/mypage/list/', 'お気に入りリスト');
  await expect(my.items('お気に入りリスト').filter({ hasText: trip })).toContainText('1点');
  await page.getByRole('link', { name: trip, exact: true }).click();
  await expect(page).toHaveURL(/\/mypage\/list\/[\w-]+\/$/);
  const item = my.items(trip).filter({ hasText: product.name });
  await expect(item).toContainText('（税込）');
  await expect(item).toContainText(/在庫あり|在庫なし/);
  await my.screenshot('mypage-list-detail', info.project.name);
  await page.getByLabel(`${product.name}の移動先`).selectOption({ label: gift });
  await page.getByRole('button', { name: `${product.name}を移動` }).click();
  await expect(page.getByText(`${product.name}を「${gift}」に移動しました。`)).toBeVisible();
  await expect(page.getByText('このリストに商品はありません。')).toBeVisible();

  // Remove it from the other list; お気に入り keeps what it had.
  await page.goto('/mypage/list/');
  await page.getByRole('link', { name: gift, exact: true }).click();
  await page.getByRole('button', { name: `${product.name}をリストから外す` }).click();
  await expect(page.getByText(`${product.name}をリストから外しました。`)).toBeVisible();
  await expect(my.items(gift)).toHaveCount(0);

  // 「リストに追加」 on the product list too: a tile's product goes to the second list.
  await my.open('/product/', '商品一覧');
  const tile = await my.firstTileAddButton();
  await tile.button.press('Enter');
  await expect(tile.button).toHaveAttribute('aria-expanded', 'true');
  const tileMenu = page.getByRole('list', { name: '追加先のリスト' });
  await expect(tileMenu.getByRole('button').first()).toContainText('お気に入り');
  await my.screenshot('product-list-add-to-list', info.project.name);
  await tileMenu.getByRole('button', { name: new RegExp(`^${gift}`) }).press('Enter');
  await expect(page.getByText(`「${gift}」に追加しました。`)).toBeVisible();
  await my.open('/mypage/list/', 'お気に入りリスト');
  await page.getByRole('link', { name: gift, exact: true }).click();
  await expect(my.items(gift).filter({ hasText: tile.name })).toContainText('（税込）');

  // Delete both lists after confirming.
  await my.open('/mypage/list/', 'お気に入りリスト');
  await my.screenshot('mypage-lists', info.project.name);
  for (const name of [trip, gift]) {
    await page.getByRole('button', { name: `リスト「${name}」を削除` }).click();
    await page.getByRole('button', { name: '削除する', exact: true }).click();
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await expect(my.items('お気に入りリスト').first()).toContainText('お気に入り');

  // Bookmark a search and find it on /mypage/bookmark/.
  await page.goto('/product/?keyword=%E3%82%B7%E3%83%A3%E3%83%84');
  await page.getByRole('button', { name: 'このページをブックマーク' }).click();
  await expect(page.getByText('ブックマークしました。')).toBeVisible();
  await my.open('/mypage/bookmark/', 'ブックマーク');
  const saved = page.getByRole('link', { name: '「シャツ」の検索結果' });
  await expect(saved).toHaveAttribute('href', '/product/?keyword=%E3%82%B7%E3%83%A3%E3%83%84');
  await my.screenshot('mypage-bookmark', info.project.name);
  await page.getByRole('button', { name: 'ブックマーク「「シャツ」の検索結果」を削除' }).click();
  await expect(saved).toHaveCount(0);

  // Read the message: the header's unread count drops by one; 未読に戻す puts it back.
  await my.open('/mypage/message-center/', 'メッセージセンター');
  const badge = page.getByRole('link', { name: /^未読メッセージ \d+件/ });
  await expect(badge).toBeVisible();
  const before = await my.unreadBadge();
  expect(before).toBeGreaterThan(0);
  const row = my.items('メッセージセンター').filter({ hasText: target.title });
  await expect(row).toContainText('未読');
  await my.screenshot('mypage-message-center', info.project.name);
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: target.title })).toBeVisible();
  await expect.poll(() => my.unreadBadge()).toBe(before - 1);
  await my.screenshot('mypage-message', info.project.name);
  await page.getByRole('button', { name: '未読に戻す' }).click();
  await expect(page.getByText('未読に戻しました。')).toBeVisible();
  await expect.poll(() => my.unreadBadge()).toBe(before);
});
