import { logIn, TARO } from './pages/login';
import { memberWithOrder, OrdersPage } from './pages/orders.page';
import { expect, test } from './support/test';

// The seeded cancellable order can be cancelled once per run: the desktop run cancels taro's
// OK-20261118-0907; the phone run registers a member of its own and cancels that member's order.
const SEEDED = 'OK-20261118-0907';

async function variantStock(
  request: import('@playwright/test').APIRequestContext,
  key: string,
  name: string,
) {
  // The seeded order's sweater is sold in the school shop.
  const product = await (
    await request.get(`/v1/products/${key}`, { headers: { 'X-Channel-Id': 'school' } })
  ).json();
  return product.product_model.products.find((p: { name: string }) => p.name === name)
    ?.stock as number;
}

test('a member cancels a new order from the order history and gets points and stock back', async ({
  page,
}, info) => {
  test.setTimeout(240_000);
  const orders = new OrdersPage(page);
  const phone = info.project.name === 'phone';
  // Screenshots at both widths come from the desktop run (the phone run checks the flow at 390 px).
  const shoot = (name: string) => (phone ? Promise.resolve() : orders.screenshots(name));
  const own = phone ? await memberWithOrder(page.request) : null;
  const orderNo = own?.orderNo ?? SEEDED;
  await logIn(page, '/mypage/', own ?? TARO);

  // The my page top: name, points, the newest order and the whole menu.
  await expect(page.getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible();
  await expect(page.getByText(phone ? '佐藤 次郎 様' : '山田 太郎 様')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'マイページメニュー' });
  for (const label of [
    'ご注文履歴',
    'ポイント',
    'お届け先住所録',
    'クレジットカード',
    '閲覧履歴',
    'ログアウト',
  ]) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  // The newest order: taro's other journeys may have ordered since the seeded one.
  await expect(
    page.getByRole('link', {
      name: phone ? `ご注文番号 ${orderNo}` : /^ご注文番号 OK-\d{8}-\d+$/,
    }),
  ).toBeVisible();
  await shoot('mypage-top');

  const before = await orders.balance();
  const stockBefore = phone ? null : await variantStock(page.request, 'school-sweater-navy', 'L');

  await orders.openListWith(orderNo);
  const card = orders.card(orderNo);
  await expect(card).toContainText('ご注文受付');
  await expect(card).toContainText(/\d{4}\.\d{2}\.\d{2}/);
  await expect(card).toContainText('（税込）');
  await expect(page.getByText('これまでのお買い上げ合計（税込・キャンセルを除く）')).toBeVisible();
  await shoot('order-history');

  await orders.openDetail(orderNo);
  await expect(page.getByRole('heading', { name: 'ご注文の商品' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '領収書' })).toBeVisible();
  const earnedText = await page
    .locator('.order-totals div', { hasText: '獲得ポイント' })
    .locator('dd')
    .textContent();
  const earned = Number(earnedText?.replace(/\D/g, '') ?? 0);
  const used = phone ? 0 : 300;
  await shoot('order-detail');

  // An empty reason is refused in Japanese before anything is sent.
  await page.getByRole('button', { name: 'キャンセル内容を確認する' }).click();
  await expect(page.getByText('キャンセルの理由を入力してください。').first()).toBeVisible();
  await orders.cancel('注文内容を間違えたため');
  await expect(page.getByText('ご注文をキャンセルしました。')).toBeVisible();
  await expect(page.locator('.order-detail__facts')).toContainText('キャンセル済み');
  await expect(page.getByText('注文内容を間違えたため')).toBeVisible();
  await expect(page.getByRole('button', { name: 'キャンセル内容を確認する' })).toHaveCount(0);
  if (!phone) {
    await expect(page.getByText('後払い決済サービスの請求書がお手元に届いた場合は')).toBeVisible();
  }
  await shoot('order-cancelled');

  // A memo on the order: added, then deleted.
  await page.getByLabel('メモの内容').fill('返品の連絡済み');
  await page.getByRole('button', { name: 'メモを追加する' }).click();
  await expect(page.getByRole('list', { name: 'メモ' })).toContainText('返品の連絡済み');
  await page.getByRole('button', { name: 'メモ1を削除する' }).click();
  await expect(page.getByText('メモはまだありません。')).toBeVisible();

  await orders.openListWith(orderNo);
  await expect(orders.card(orderNo)).toContainText('キャンセル済み');

  const after = await orders.balance();
  // taro's other journeys may spend or earn points meanwhile; the own member's balance is exact.
  if (phone) expect(after).toBe(before + used - earned);
  const history = page.getByRole('table');
  await expect(history.getByRole('row').filter({ hasText: orderNo }).first()).toContainText(
    'キャンセルによる取り消し',
  );
  if (!phone) {
    await expect(history.getByRole('row', { name: /キャンセルによる返還/ })).toContainText(
      '+300 pt',
    );
    await shoot('points');
    expect(await variantStock(page.request, 'school-sweater-navy', 'L')).toBe(
      (stockBefore ?? 0) + 1,
    );
  }
});
