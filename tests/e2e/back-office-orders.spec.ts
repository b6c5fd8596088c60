import { request as apiRequest } from '@playwright/test';
import { BackOffice, SIGNED_OUT_CHECK, STAFF } from './pages/back-office.page';
import { BackOfficeOrders, journeyPhone, memberOrder } from './pages/back-office-orders.page';
import { logIn } from './pages/login';
import { waitForMail } from './support/outbox';
import { e2eRun } from './support/run-dir';
import { expect, test } from './support/test';

// 受注管理 as an operator uses it (project back-office: http://admin.localhost:<port>). The orders
// are placed through the API by members of their own, so the demo members' orders keep their states.
const SHOP = `http://localhost:${e2eRun().port}`;

test('an operator finds an order by phone, ships it with a Yamato number, the member follows it; a bank transfer is marked paid; a card order is cancelled and refunded', async ({
  page,
  browser,
  expectPageError,
}) => {
  test.setTimeout(180_000);
  expectPageError(SIGNED_OUT_CHECK);
  const shop = await apiRequest.newContext({ baseURL: SHOP });
  const phone = journeyPhone();
  // 銀行振込: paid first, then shipped (an unpaid transfer cannot be shipped).
  const order = await memberOrder(shop, { paymentId: 1, phone });

  const office = new BackOffice(page);
  const orders = new BackOfficeOrders(page);
  await office.open();
  await office.signInWithoutTotp(STAFF.operator);
  await office.go('受注一覧');
  await office.expectAccessible('order list');
  // Typed as staff read it off a note: full-width digits, another hyphenation.
  await orders.search(
    phone.replace(/-/g, '').replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d))),
  );
  await expect(orders.rows()).toHaveCount(1);
  await expect(orders.rows().first()).toContainText(order.orderNo);
  await expect(orders.rows().first()).toContainText('未入金');
  await orders.open(order.orderNo);
  await office.expectAccessible('order');

  await orders.confirm('入金を記録する', '入金を記録しますか？');
  await expect(page.getByRole('status')).toContainText('入金を記録しました。');
  await waitForMail(order.email, `【ご入金確認のお知らせ】ご注文番号 ${order.orderNo}`);

  const tracking = page.getByLabel('伝票番号');
  await page.getByLabel('配送会社').selectOption({ label: 'ヤマト運輸' });
  await tracking.fill('1234-5678');
  await page.getByRole('button', { name: '発送する', exact: true }).click();
  await page
    .getByRole('dialog', { name: /発送済みにしますか/ })
    .getByRole('button', { name: '発送する' })
    .click();
  // A number in the wrong shape is refused, and what was typed stays to be corrected.
  await expect(page.getByRole('alert')).toContainText('12桁');
  await expect(tracking).toHaveValue('1234-5678');
  await tracking.fill('4321-5678-9012');
  await orders.confirm('発送する', /発送済みにしますか/);
  await expect(page.getByRole('status')).toContainText('発送済みにしました');
  await expect(page.getByRole('link', { name: '配送状況を見る' })).toHaveAttribute(
    'href',
    /kuronekoyamato\.co\.jp.*432156789012/,
  );
  await expect(page.getByRole('button', { name: 'この注文をキャンセルする' })).toHaveCount(0);
  const mail = await waitForMail(order.email, `【発送のお知らせ】ご注文番号 ${order.orderNo}`);
  expect(mail.text).toContain('432156789012');

  // The member, in a browser of their own, sees 発送済み and the carrier's tracking link.
  const member = await browser.newContext({ baseURL: SHOP });
  const memberPage = await member.newPage();
  await logIn(memberPage, '/mypage/order_history/', order);
  // The history is an island that loads after sign-in: on a loaded machine that took over 10 s.
  const card = memberPage.getByRole('listitem').filter({ hasText: order.orderNo });
  await expect(card).toContainText('発送済み', { timeout: 30_000 });
  await expect(
    card.getByRole('link', { name: /ヤマト運輸の配送状況を見る（伝票番号 432156789012）/ }),
  ).toHaveAttribute('href', /kuronekoyamato\.co\.jp/);
  await member.close();

  // The carrier CSV screen, with a file that names an order the shop does not have: nothing
  // changes and the row is named.
  await office.go('受注一覧');
  await page.getByLabel('伝票番号のCSVファイル').setInputFiles({
    name: 'b2.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('お客様管理番号,伝票番号\r\nOK-20991231-9999,123456789012\r\n'),
  });
  await orders.confirm('取り込む', '伝票番号を取り込みますか？');
  await expect(page.getByRole('alert')).toContainText(
    '1行を取り込めなかったため、何も発送済みにしていません。',
  );
  // The refused row is named once, in the list under the message.
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'ご注文番号 OK-20991231-9999 のご注文はありません。' }),
  ).toHaveText('行 2: ご注文番号 OK-20991231-9999 のご注文はありません。');
  await expect(page.getByText('OK-20991231-9999 のご注文はありません')).toHaveCount(1);
  await office.expectAccessible('carrier CSV with a refused row');

  // A card order: the shipment change form and the cancel dialog pass axe; the cancellation is
  // refunded (取消) at the sandbox provider and mailed (the rules: back-office-orders.test.ts).
  const cardOrder = await memberOrder(shop, { paymentId: 4, phone: journeyPhone() });
  await orders.search(cardOrder.orderNo);
  await orders.open(cardOrder.orderNo);
  await page.getByText('お届け先・お届け日を変更').click();
  await page.getByLabel('お届け先の住所も変更する').check();
  await office.expectAccessible('shipment change');
  await page.getByRole('button', { name: 'この注文をキャンセルする' }).click();
  const cancel = page.getByRole('dialog', { name: '注文をキャンセルしますか？' });
  await cancel.getByLabel(/キャンセルの理由/).fill('欠品のため');
  await office.expectAccessible('cancel dialog');
  await cancel.getByRole('button', { name: 'この注文をキャンセルする' }).click();
  await expect(page.getByRole('status')).toContainText('注文をキャンセルしました。');
  await expect(page.getByText('クレジットカード：返金（取消）済み')).toBeVisible();
  await waitForMail(
    cardOrder.email,
    `【ご注文キャンセルのお知らせ】ご注文番号 ${cardOrder.orderNo}`,
  );
  await shop.dispose();
});
