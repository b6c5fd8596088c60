import { CartPage } from './pages/cart.page';
import { CatalogPage } from './pages/catalog.page';
import { CheckoutPage } from './pages/checkout.page';
import { registerMember } from './pages/login';
import { OrdersPage } from './pages/orders.page';
import { expect, test } from './support/test';

const TRACKED = new Set([
  'login',
  'view_item_list',
  'select_item',
  'view_item',
  'add_to_cart',
  'remove_from_cart',
  'view_cart',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
  'refund',
]);

test('the data layer gets browse → cart → checkout → purchase → cancel in order, each once', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // Every page's data layer is kept in the tab, so the whole journey can be read at the end.
  await page.addInitScript(() => {
    const key = 'e2e-data-layer';
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...messages: unknown[]) => {
      const seen = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      sessionStorage.setItem(key, JSON.stringify([...seen, ...messages]));
      return push(...messages);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  const posted: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/v1/ecommerce_events')) {
      posted.push((req.postDataJSON() as { name: string }).name);
    }
  });
  const events = async () =>
    (
      (await page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-data-layer') ?? '[]'))) as {
        event?: string;
        ecommerce?: { currency: string; transaction_id?: string; items: object[] };
      }[]
    ).filter((m) => m.event && TRACKED.has(m.event));

  await page.goto('/login/?redirect=%2Fec%2F');
  const member = await registerMember(page, 'analytics');
  await page.getByLabel(/メールアドレス/).fill(member.email);
  await page.getByRole('textbox', { name: /^パスワード/ }).fill(member.password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page).toHaveURL(/\/ec\/$/, { timeout: 30_000 });

  await page.goto(`/product/?keyword=${encodeURIComponent('せんべい')}`);
  const tile = page.locator('#product-results a[href="/product/senbei-gift/"]').first();
  await expect(tile).toBeVisible({ timeout: 30_000 });
  await tile.click();
  const catalog = new CatalogPage(page);
  // A loaded machine hydrates slowly; the panel is the same as CatalogPage waits for.
  await expect(page.getByRole('button', { name: 'カートに入れる' })).toBeEnabled({
    timeout: 30_000,
  });
  await catalog.addToCartConfirmed();

  await new CartPage(page).open();
  await page.getByRole('link', { name: 'レジに進む' }).click();
  await expect(page).toHaveURL(/\/cart\/shipping-select\/$/);
  const checkout = new CheckoutPage(page);
  // The orderer comes from the member's profile once it has loaded.
  await expect(checkout.orderer().getByLabel('姓', { exact: true })).not.toHaveValue('');
  await checkout.chooseDelivery('午前中');
  await checkout.next();
  await expect(page).toHaveURL(/\/cart\/payment\/$/);
  await page.getByRole('radio', { name: /事前銀行振込/ }).check();
  await page.getByRole('button', { name: '注文内容を確認する' }).click();
  await expect(page).toHaveURL(/\/cart\/confirm\/$/);
  await page.getByRole('button', { name: '注文を確定する' }).click();
  await expect(page).toHaveURL(/\/cart\/complete\/$/);
  const orderNo = (await page.getByText(/^OK-\d{8}-\d{6}$/).textContent()) ?? '';
  // The popup the purchase event answered (the shop's after-purchase notice).
  await expect(page.getByRole('dialog', { name: 'ギフト包装・のし承ります' })).toBeVisible();
  await page.reload();
  await expect(page.getByText(orderNo, { exact: true })).toBeVisible();

  const orders = new OrdersPage(page);
  await orders.openListWith(orderNo);
  await orders.openDetail(orderNo);
  await orders.cancel('分析の確認のため');
  await expect(page.getByText('ご注文をキャンセルしました。')).toBeVisible();

  const names = [
    'login',
    'view_item_list',
    'select_item',
    'view_item',
    'add_to_cart',
    'view_cart',
    'begin_checkout',
    'add_shipping_info',
    'add_payment_info',
    'purchase',
    'refund',
  ];
  await expect.poll(async () => (await events()).map((m) => m.event)).toEqual(names);
  const all = await events();
  for (const m of all.filter((x) => x.ecommerce)) expect(m.ecommerce?.currency).toBe('JPY');
  expect(all.find((m) => m.event === 'purchase')?.ecommerce?.transaction_id).toBe(orderNo);
  expect(all.find((m) => m.event === 'refund')?.ecommerce?.transaction_id).toBe(orderNo);
  await expect.poll(() => posted).toEqual(names);
});
