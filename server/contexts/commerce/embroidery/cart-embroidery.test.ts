import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../../contract/cart/cart.schema';
import type { Embroidery } from '../../../../contract/embroidery/embroidery.schema';
import { RECEIPT_PDF_MESSAGES as P } from '../../../../contract/receipts/receipts.messages';
import { orderLines, orders } from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { memberToken, req } from '../../catalogue/catalog/catalog.testing';
import { bearerHeaders, decideCart, readyCart, send, variantOf } from '../cart/cart.testing';
import { invoiceFigures } from '../receipts/invoice.model';

let api: TestApi;
let taro: string;
let hanako: string;
let blazer = 0;
let senbei = 0;
let service = 0;
let saved: Embroidery;

beforeAll(async () => {
  api = await seededApi();
  taro = await memberToken(api.app);
  hanako = await memberToken(api.app, 'hanako@example.jp', 'Hanako-pass-2026');
  blazer = await variantOf(api.app, 'school-blazer-boys-navy');
  senbei = await variantOf(api.app, 'senbei-gift');
  service = await variantOf(api.app, 'name-embroidery');
  saved = (
    await req<Embroidery>(api.app, 'POST', '/v1/me/name-embroideries', {
      token: taro,
      body: { script: 'romaji', name: 'TARO', color: 'gold' },
    })
  ).body;
  // Seeding a fresh database takes minutes when the machine is busy.
}, 600_000);
afterAll(() => api.drop());

const patch = (path: string, body: object, token = taro) =>
  send<Cart>(api.app, 'PATCH', `/v1/carts/embroideries/${path}`, body, bearerHeaders(token));

async function memberCart(lines: { variantId: number; quantity: number }[], token = taro) {
  let cart = (await send<Cart>(api.app, 'POST', '/v1/carts/init', {}, bearerHeaders(token))).body;
  for (const l of lines) {
    cart = (
      await send<Cart>(
        api.app,
        'PATCH',
        '/v1/carts/products/add',
        { token: cart.token, product_id: l.variantId, quantity: l.quantity },
        bearerHeaders(token),
      )
    ).body;
  }
  return cart;
}
const lineOf = (cart: Cart, variantId: number) => {
  const line = cart.detail.products.find((p) => p.product_id === variantId);
  if (!line) throw new Error('line missing');
  return line;
};

describe('name embroidery on a cart line', () => {
  it('lists the embroidery services', async () => {
    const res = await req<{ data: { key: string }[] }>(
      api.app,
      'GET',
      '/v1/name-embroidery/services',
    );
    expect(res.body.data).toEqual([{ key: 'name-embroidery' }]);
  });

  it('puts the saved name on every item of the line, priced by the server', async () => {
    const cart = await memberCart([{ variantId: blazer, quantity: 2 }]);
    const key = lineOf(cart, blazer).key;
    const goods = cart.detail.order.total_payment;
    const res = await patch('add', { token: cart.token, key, embroidery_id: saved.id, price: 0 });
    expect(res.status).toBe(200);
    expect(lineOf(res.body, blazer).accessories).toEqual([
      expect.objectContaining({
        product_id: service,
        product_name: 'ネーム刺繍（漢字・ひらがな・ローマ字）「TARO」（金糸）',
        quantity: 2,
        unit_price: 330,
        unit_price_with_tax: 363,
        amount_with_tax: 726,
      }),
    ]);
    expect(res.body.detail.order.total_payment).toBe(goods + 726);
    const again = await patch('add', { token: cart.token, key, embroidery_id: saved.id });
    expect(lineOf(again.body, blazer).accessories).toHaveLength(1);
    const off = await patch('delete', { token: cart.token, key });
    expect(lineOf(off.body, blazer).accessories ?? []).toEqual([]);
    expect(off.body.detail.order.total_payment).toBe(goods);
  });

  it('refuses a product without embroidery, someone else’s name, and a guest, in Japanese', async () => {
    const cart = await memberCart([
      { variantId: senbei, quantity: 1 },
      { variantId: blazer, quantity: 1 },
    ]);
    const food = expectApiError(
      await patch('add', {
        token: cart.token,
        key: lineOf(cart, senbei).key,
        embroidery_id: saved.id,
      }),
      422,
      'common.validation',
    );
    expect(food.errors?.key).toEqual(['この商品にはネーム刺繍を付けられません。']);
    const theirs = (
      await req<Embroidery>(api.app, 'POST', '/v1/me/name-embroideries', {
        token: hanako,
        body: { script: 'kanji', name: '花子', color: 'pink' },
      })
    ).body;
    const notMine = expectApiError(
      await patch('add', {
        token: cart.token,
        key: lineOf(cart, blazer).key,
        embroidery_id: theirs.id,
      }),
      422,
      'common.validation',
    );
    expect(notMine.errors?.embroidery_id).toEqual(['選んだお名前が見つかりません。']);
    expectApiError(
      await send(api.app, 'PATCH', '/v1/carts/embroideries/add', {
        token: cart.token,
        key: lineOf(cart, blazer).key,
        embroidery_id: saved.id,
      }),
      401,
      'auth.unauthorized',
    );
    // Another member cannot open taro's cart at all.
    expectApiError(
      await patch(
        'add',
        { token: cart.token, key: lineOf(cart, blazer).key, embroidery_id: theirs.id },
        hanako,
      ),
      404,
      'cart.common.not_found',
    );
  });

  it('copies the embroidered name and its fee to the order line', async () => {
    const base = await memberCart([{ variantId: blazer, quantity: 1 }]);
    await patch('add', {
      token: base.token,
      key: lineOf(base, blazer).key,
      embroidery_id: saved.id,
    });
    const cart = await readyCart(api.app, [], 1, base.token, taro);
    const placed = await decideCart(api.app, cart, 'key-embroidery-0001', {}, taro);
    expect(placed.status).toBe(201);
    const { db } = api.database;
    const [order] = await db.select().from(orders).where(eq(orders.orderNo, placed.body.order_no));
    const lines = await db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id ?? 0));
    const parent = lines.find((l) => l.variantId === blazer);
    expect(lines.find((l) => l.variantId === service)).toMatchObject({
      parentId: parent?.id,
      productName: 'ネーム刺繍（漢字・ひらがな・ローマ字）「TARO」（金糸）',
      unitPrice: 330,
      quantity: 1,
    });
    // Shown through to the member's order detail and the receipt's lines (what the PDF prints).
    const name = 'ネーム刺繍（漢字・ひらがな・ローマ字）「TARO」（金糸）';
    const detail = await req(api.app, 'GET', `/v1/me/orders/${order?.id}`, { token: taro });
    expect(detail.status).toBe(200);
    expect(detail.text).toContain(name);
    if (!order) throw new Error('order missing');
    const printed = invoiceFigures(order, lines).lines.map((l) => [l.name, l.amountWithTax]);
    expect(printed).toContainEqual([P.accessory(name), 363]);
  });
});
