import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../../contract/cart/cart.schema';
import type { ReceiptInfo } from '../../../../contract/receipts/receipts.schema';
import { orders } from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { memberToken, req } from '../../catalogue/catalog/catalog.testing';
import { decideCart, readyCart, send, variantOf } from '../cart/cart.testing';
import { pdfInfo } from './receipts.testing';

let api: TestApi;
let senbei = 0;
let card = { no: '', t: '' };
let bank = { no: '', t: '' };

async function guestOrder(key: string, byCard: boolean, bearer?: string) {
  let cart = await readyCart(api.app, [{ variantId: senbei, quantity: 2 }], 1, undefined, bearer);
  if (byCard) {
    const token = await send<{ token: string }>(api.app, 'POST', '/sandbox-pay/tokens', {
      number: '4242424242424242',
      exp: '12/30',
      cvc: '123',
      name: 'HANAKO YAMADA',
    });
    const headers: Record<string, string> = bearer ? { Authorization: `Bearer ${bearer}` } : {};
    cart = (
      await send<Cart>(
        api.app,
        'PATCH',
        '/v1/carts/order/modify',
        { token: cart.token, payment_id: 4, card_token: token.body.token },
        headers,
      )
    ).body;
  }
  const placed = await decideCart(api.app, cart, key, {}, bearer);
  if (placed.status !== 201) throw new Error(`order not placed: ${placed.text}`);
  return { no: placed.body.order_no, t: placed.body.guest_token };
}

beforeAll(async () => {
  api = await seededApi();
  senbei = await variantOf(api.app, 'senbei-gift');
  card = await guestOrder('receipt-guest-card-0001', true);
  bank = await guestOrder('receipt-guest-bank-0001', false);
});
afterAll(() => api.drop());

const url = (no: string, what: string, t?: string) =>
  `/v1/orders/${no}/${what}${t === undefined ? '' : `?t=${encodeURIComponent(t)}`}`;

describe('guest receipts', () => {
  it('checks a good link and shows the receipt with the orderer’s name', async () => {
    expect((await req(api.app, 'GET', url(card.no, 'check/receipt', card.t))).body).toEqual({
      result: true,
    });
    const info = await req<ReceiptInfo>(api.app, 'GET', url(card.no, 'guest/receipt', card.t));
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({
      order_no: card.no,
      name: '山田 花子',
      proviso: 'お品代として',
      state: 'paid',
      is_issued: false,
    });
  });

  it('answers a wrong, missing or other order’s token exactly like an unknown order', async () => {
    const unknown = await req(api.app, 'GET', url('OK-20990101-0001', 'guest/receipt', card.t));
    expectApiError(unknown, 404, 'common.not_found');
    expect(unknown.body).toMatchObject({ message: '領収書が見つかりません。' });
    for (const what of ['check/receipt', 'guest/receipt', 'download/receipt']) {
      for (const t of [undefined, '', `${card.t}x`, bank.t, card.t.slice(0, -1)]) {
        const res = await req(api.app, 'GET', url(card.no, what, t));
        expectApiError(res, 404, 'common.not_found');
        expect(res.body).toEqual(unknown.body);
      }
    }
    const put = await req(api.app, 'PUT', url(card.no, 'guest/receipt', bank.t), {
      body: { name: '他人' },
    });
    expect(put.body).toEqual(unknown.body);
  });

  it('does not open a member’s order with a token', async () => {
    const taro = await memberToken(api.app);
    const member = await guestOrder('receipt-member-card-0001', true, taro);
    const res = await req(api.app, 'GET', url(member.no, 'guest/receipt', member.t));
    expectApiError(res, 404, 'common.not_found');
  });

  it('sets 宛名 and 但し書き, issues, then reissues with them fixed', async () => {
    const put = (body: object) =>
      req<ReceiptInfo>(api.app, 'PUT', url(card.no, 'guest/receipt', card.t), { body });
    const tooLong = expectApiError(await put({ name: 'あ'.repeat(41) }), 422, 'common.validation');
    expect(tooLong.errors?.name).toEqual(['宛名は40文字以内で入力してください。']);
    expect((await put({ name: '山田商店', proviso: '' })).body).toMatchObject({
      name: '山田商店',
      proviso: 'お品代として',
    });
    const first = await api.app.request(url(card.no, 'download/receipt', card.t));
    expect(first.status).toBe(200);
    expect(first.headers.get('x-suggested-filename')).toBe(`receipt-${card.no}.pdf`);
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(pdfInfo(bytes, 'Title')).toBe('領収書');
    expect(pdfInfo(bytes, 'Subject')).toContain('T1234567890123');
    const again = Buffer.from(
      await (await api.app.request(url(card.no, 'download/receipt', card.t))).arrayBuffer(),
    );
    expect(pdfInfo(again, 'Title')).toBe('領収書（再発行）');
    expectApiError(await put({ name: '別名' }), 422, 'common.validation');
    const info = await req<ReceiptInfo>(api.app, 'GET', url(card.no, 'guest/receipt', card.t));
    expect(info.body).toMatchObject({ name: '山田商店', is_issued: true, issue_count: 2 });
  });

  it('refuses a bank transfer still waiting for payment, and issues it once paid', async () => {
    const info = await req<ReceiptInfo>(api.app, 'GET', url(bank.no, 'guest/receipt', bank.t));
    expect(info.body.state).toBe('unpaid');
    const res = await req(api.app, 'GET', url(bank.no, 'download/receipt', bank.t));
    expect(expectApiError(res, 422, 'common.validation').message).toContain('ご入金の確認');
    await api.database.db
      .update(orders)
      .set({ paidAt: new Date() })
      .where(eq(orders.orderNo, bank.no));
    expect((await api.app.request(url(bank.no, 'download/receipt', bank.t))).status).toBe(200);
  });

  it('limits guest calls per IP (429 with Retry-After)', async () => {
    let last = 0;
    let retry: string | null = null;
    for (let i = 0; i < 61 && last !== 429; i++) {
      const res = await api.app.request(url('OK-20990101-0001', 'check/receipt', 'x'));
      last = res.status;
      retry = res.headers.get('retry-after');
    }
    expect(last).toBe(429);
    expect(Number(retry)).toBeGreaterThan(0);
  });
});
