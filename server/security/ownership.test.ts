import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { bearerHeaders, readyCart, send, variantOf } from '../contexts/commerce/cart/cart.testing';
import { createToken } from '../contexts/commerce/payments/index';
import { HIRAGANA_ADDRESS } from '../contexts/identity/addresses/addresses.testing';
import { loginAs } from '../contexts/identity/auth/auth.testing';
import { PNG_1PX, uploadFile } from '../contexts/inquiries/uploads/uploads.testing';
import { seededApi } from '../testing/api';
import {
  fillPath,
  loadOperations,
  type Operation,
  pathParamNames,
  validArb,
} from './openapi-cases';

const SEED = 20261124;
/** Generated bodies per operation; each is sent with the owner's identifiers and with missing ones. */
const BODIES = 4;

const api = await seededApi();
const { doc, operations } = await loadOperations(api.app);
const owner = await loginAs(api.app, 'taro@example.jp', 'Taro-pass-2026');
const other = await loginAs(api.app, 'hanako@example.jp', 'Hanako-pass-2026');
const asOwner = bearerHeaders(owner.token);
const asOther = bearerHeaders(other.token);

/** The owner's records, created through the API as a shopper would. */
async function ownersIdentifiers() {
  const senbei = await variantOf(api.app, 'senbei-gift');
  const placed = await readyCart(
    api.app,
    [{ variantId: senbei, quantity: 1 }],
    1,
    undefined,
    owner.token,
  );
  const decided = await send<{ order_no: string }>(
    api.app,
    'POST',
    `/v1/carts/${placed.token}/decision`,
    { total_payment: placed.detail.order.total_payment, payment_id: placed.payment_id },
    { 'Idempotency-Key': 'ownership-order', ...asOwner },
  );
  const cart = await readyCart(
    api.app,
    [{ variantId: senbei, quantity: 2 }],
    1,
    undefined,
    owner.token,
  );
  const event = await send<{ id: number }>(
    api.app,
    'POST',
    '/v1/ecommerce_events',
    { name: 'view_cart', args: {}, token: cart.token },
    asOwner,
  );
  await send(api.app, 'POST', '/v1/product-search-histories', { word: '煎餅' }, asOwner);
  const searches = await send<{ data: { id: number }[] }>(
    api.app,
    'GET',
    '/v1/me/product-search-histories',
    undefined,
    asOwner,
  );
  const request = await send(
    api.app,
    'POST',
    '/v1/product-requests',
    { body: '藍色の湯呑みの大きいサイズを希望します。' },
    asOwner,
  );
  if (request.status !== 201) throw new Error(`product request: ${request.text}`);
  const requests = await send<{ data: { id: number }[] }>(
    api.app,
    'GET',
    '/v1/me/product-request-histories',
    undefined,
    asOwner,
  );
  const orders = await send<{ data: { id: number; order_no: string }[] }>(
    api.app,
    'GET',
    '/v1/me/orders',
    undefined,
    asOwner,
  );
  const orderId = orders.body.data.find((o) => o.order_no === decided.body.order_no)?.id;
  const memo = await send<{ id: number }>(
    api.app,
    'POST',
    '/v1/memos',
    { order_id: orderId, body: '贈答用' },
    asOwner,
  );
  const list = await send<{ key: string }>(
    api.app,
    'POST',
    '/v1/me/user-lists',
    { name: '所有権の確認' },
    asOwner,
  );
  // A list of its own for the delete probe, so the routes probed after it still find the first.
  const spare = await send<{ key: string }>(
    api.app,
    'POST',
    '/v1/me/user-lists',
    { name: '削除の確認' },
    asOwner,
  );
  const bookmark = await send<{ id: number }>(
    api.app,
    'POST',
    '/v1/me/bookmarks',
    { url: '/blog/', title: 'ブログ' },
    asOwner,
  );
  const messages = await send<{ data: { id: number }[] }>(
    api.app,
    'GET',
    '/v1/me/system-messages',
    undefined,
    asOwner,
  );
  const addresses = await send<{ data: { id: number; division_ct: number }[] }>(
    api.app,
    'GET',
    '/v1/me/user-addresses',
    undefined,
    asOwner,
  );
  const cards = await send<{ data: { id: number }[] }>(
    api.app,
    'GET',
    '/v1/me/user-cards',
    undefined,
    asOwner,
  );
  // Spare records for the DELETE probes, so the other probes still find the owner's records.
  const spareAddress = await send<{ id: number }>(
    api.app,
    'POST',
    '/v1/me/user-addresses',
    { ...HIRAGANA_ADDRESS },
    asOwner,
  );
  const token = await createToken(api.database.db, {
    number: '4242424242424242',
    exp: '12/30',
    cvc: '123',
    name: 'TARO YAMADA',
  });
  const spareCard = await send<{ id: number }>(
    api.app,
    'POST',
    '/v1/me/user-cards',
    { token: token.ok ? token.token : '' },
    asOwner,
  );
  const body = await ownersBodyRecords();
  return {
    ...body,
    addressId: addresses.body.data.find((a) => a.division_ct !== 1)?.id,
    spareAddressId: spareAddress.body.id,
    cardId: cards.body.data[0]?.id,
    spareCardId: spareCard.body.id,
    listKey: list.body.key,
    spareListKey: spare.body.key,
    bookmarkId: bookmark.body.id,
    messageId: messages.body.data[0]?.id,
    cartToken: cart.token,
    orderNo: decided.body.order_no,
    orderId,
    memoId: memo.body.id,
    eventId: event.body.id,
    productId: senbei,
    searchId: searches.body.data[0]?.id,
    requestId: requests.body.data[0]?.id,
  };
}

/** Posts as the owner and answers the new record's id (fails loudly when the API refuses). */
async function created(path: string, body: unknown): Promise<number> {
  const res = await send<{ id: number }>(api.app, 'POST', path, body, asOwner);
  if (res.status !== 201 && res.status !== 200) throw new Error(`${path}: ${res.text}`);
  return res.body.id;
}

/** The owner's my page records (inquiry and its attachment, memorial days, measurements, embroidery names), spares for DELETE. */
async function ownersBodyRecords() {
  const file = await uploadFile(api.app, PNG_1PX, 'mine.png', { token: owner.token });
  const fileId = String(file.body.id);
  // Not attached yet: the one a probe's body names (a file is attached once).
  const free = await uploadFile(api.app, PNG_1PX, 'free.png', { token: owner.token });
  const categories = await send<{ data: { id: number; key: string }[] }>(
    api.app,
    'GET',
    '/v1/categories/hierarchy?table=inquiries',
  );
  const inquiryId = await created('/v1/inquiries', {
    category_id: categories.body.data.find((c) => c.key === 'other')?.id,
    subject: '所有権の確認',
    body: '添付ファイル付きのお問い合わせです。',
    file_ids: [fileId],
  });
  const day = { target_user_name: '山田 花子', division_ct: 1, name: '誕生日', month: 5, date: 3 };
  const name = { script: 'romaji', name: 'TARO', color: 'gold' };
  const measured = { purpose: 'body', measured_on: '2026-01-05', height: 170 };
  return {
    fileId,
    freeFileId: String(free.body.id),
    categoryId: categories.body.data.find((c) => c.key === 'other')?.id,
    inquiryId,
    memorialId: await created('/v1/me/user-memorials', { ...day, call: false }),
    spareMemorialId: await created('/v1/me/user-memorials', { ...day, call: false, date: 4 }),
    measurementId: await created('/v1/me/timeseries', measured),
    embroideryId: await created('/v1/me/name-embroideries', name),
    spareEmbroideryId: await created('/v1/me/name-embroideries', { ...name, name: 'YAMADA' }),
  };
}

const mine = await ownersIdentifiers();
/** Values no record has, of the same shape as the owner's. */
const MISSING = {
  cartToken: 'x'.repeat(mine.cartToken.length),
  orderNo: 'OK-20991231-9999',
  id: 2_000_000_000,
  fileId: 'x'.repeat(mine.fileId.length),
};

/** Body fields that name an owned record (not in the path): the owner's value and a missing one. */
const BODY_IDS: Record<string, { mine: unknown; missing: unknown }> = {
  inquiry_id: { mine: mine.inquiryId, missing: MISSING.id },
  file_ids: { mine: [mine.freeFileId], missing: [MISSING.fileId] },
  embroidery_id: { mine: mine.embroideryId, missing: MISSING.id },
};

/** Whether an operation's body names one of the owned records of BODY_IDS. */
const takesOwnedIdInBody = (op: Operation) =>
  Object.keys(BODY_IDS).some((k) => JSON.stringify(op.body ?? {}).includes(`"${k}"`));

/** The owner's identifier for one path parameter of one operation (undefined: not an owned record). */
function ownedValue(op: Operation, name: string): string | undefined {
  if (name === 'token' && op.path.includes('/carts/')) return mine.cartToken;
  if (name === 'orderNo') return mine.orderNo;
  if (op.path.startsWith('/v1/ecommerce_events/')) return String(mine.eventId);
  if (op.path.startsWith('/v1/me/product-histories/')) return String(mine.productId);
  if (op.path.startsWith('/v1/me/product-search-histories/')) return String(mine.searchId);
  if (op.path.startsWith('/v1/me/product-request-histories/')) return String(mine.requestId);
  if (op.path.startsWith('/v1/me/orders/{id}')) return String(mine.orderId);
  if (op.path.startsWith('/v1/memos/')) return String(mine.memoId);
  if (op.path === '/v1/me/user-lists/{key}' && op.method === 'delete') return mine.spareListKey;
  if (op.path.startsWith('/v1/me/user-lists/{key}')) return mine.listKey;
  if (op.path.startsWith('/v1/me/bookmarks/')) return String(mine.bookmarkId);
  const spare = op.method === 'delete';
  if (op.path.startsWith('/v1/me/user-addresses/{id}')) {
    return String(spare ? mine.spareAddressId : mine.addressId);
  }
  if (op.path.startsWith('/v1/me/user-cards/{id}')) {
    return String(spare ? mine.spareCardId : mine.cardId);
  }
  if (op.path.startsWith('/v1/me/system-messages/')) return String(mine.messageId);
  if (op.path.startsWith('/v1/me/inquiries/{id}')) return String(mine.inquiryId);
  if (op.path.startsWith('/v1/upload-files/{id}')) return mine.fileId;
  if (op.path.startsWith('/v1/me/user-memorials/{id}')) {
    return String(spare ? mine.spareMemorialId : mine.memorialId);
  }
  if (op.path.startsWith('/v1/me/timeseries/{id}')) return String(mine.measurementId);
  if (op.path.startsWith('/v1/me/name-embroideries/{id}')) {
    return String(spare ? mine.spareEmbroideryId : mine.embroideryId);
  }
  return undefined;
}

function missingValue(name: string, op?: Operation): string {
  if (op?.path.startsWith('/v1/upload-files/')) return MISSING.fileId;
  if (name === 'token') return MISSING.cartToken;
  if (name === 'orderNo') return MISSING.orderNo;
  return String(MISSING.id);
}

/** Body routes that take a cart token in `token` (not the mail-link tokens of reminders). */
const takesCartTokenInBody = (op: Operation) =>
  op.path.startsWith('/v1/carts/') &&
  op.path !== '/v1/carts/init' &&
  JSON.stringify(op.body ?? {}).includes('"token"');

/** A valid body first where random ones rarely pass the schema's checks, so the owner's id is what decides. */
const FIRST_BODIES: Record<string, unknown> = {
  'post /v1/inquiries': {
    category_id: mine.categoryId,
    subject: '確認',
    body: '本文',
    file_ids: [],
  },
  'put /v1/me/user-memorials/{id}': {
    target_user_name: '山田 花子',
    division_ct: 1,
    name: '結婚記念日',
    month: 6,
    date: 1,
    call: false,
  },
  'put /v1/me/name-embroideries/{id}': { script: 'romaji', name: 'HANA', color: 'red' },
};

type Probe = { op: Operation; ownedPath: string; missingPath: string; bodies: unknown[] };

/** Generated bodies, the first replaced by FIRST_BODIES' valid one when it has one. */
function bodiesOf(op: Operation, schema: NonNullable<Operation['body']>): unknown[] {
  const sampled = fc.sample(validArb(doc, schema), { seed: SEED, numRuns: BODIES });
  const first = FIRST_BODIES[`${op.method} ${op.path}`];
  return first === undefined ? sampled : [first, ...sampled.slice(1)];
}

function probes(): Probe[] {
  const out: Probe[] = [];
  for (const op of operations) {
    const names = pathParamNames(op.path);
    const owned = Object.fromEntries(names.map((n) => [n, ownedValue(op, n)]));
    const ownsPath = names.some((n) => owned[n] !== undefined);
    if (!ownsPath && !takesCartTokenInBody(op) && !takesOwnedIdInBody(op)) continue;
    const fill = (pick: (n: string) => string) =>
      fillPath(op.path, Object.fromEntries(names.map((n) => [n, pick(n)])));
    const paymentId = (n: string) => (n === 'paymentId' ? '1' : undefined);
    out.push({
      op,
      ownedPath: fill((n) => paymentId(n) ?? owned[n] ?? missingValue(n, op)),
      missingPath: fill((n) => paymentId(n) ?? missingValue(n, op)),
      bodies: op.body ? bodiesOf(op, op.body) : [undefined],
    });
  }
  return out;
}

/** The body with the cart token and the owned ids of BODY_IDS set to the owner's (`which` mine) or missing ones. */
function withIds(body: unknown, token: string, which: 'mine' | 'missing'): unknown {
  if (!body || typeof body !== 'object') return body;
  const out: Record<string, unknown> = { ...body };
  if ('token' in out) out.token = token;
  for (const [key, values] of Object.entries(BODY_IDS)) if (key in out) out[key] = values[which];
  return out;
}

/** What a caller is told: the status and the error code (the body of a success is not compared). */
async function answer(probe: Probe, path: string, body: unknown, token: string, headers: object) {
  const sent = withIds(body, token, token === mine.cartToken ? 'mine' : 'missing');
  const res = await api.app.request(path, {
    method: probe.op.method.toUpperCase(),
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': `own-${Math.random()}`,
      ...headers,
    },
    body: sent === undefined ? undefined : JSON.stringify(sent),
  });
  const text = await res.text();
  const code = /^\{"code":"([^"]+)"/.exec(text)?.[1] ?? null;
  return { status: res.status, code };
}

const all = probes();
const counts = { routes: all.length, cases: 0, differingForOwner: 0 };
afterAll(async () => {
  console.log(
    `ownership: ${counts.routes} routes probed, ${counts.cases} cases, the owner's identifiers mattered in ${counts.differingForOwner}`,
  );
  await api.drop();
});

describe('another member, or a guest, with the owner’s identifiers gets what a missing record gets', () => {
  it.each(all.map((p) => [`${p.op.method} ${p.op.path}`, p] as const))('%s', async (_n, probe) => {
    for (const body of probe.bodies) {
      for (const headers of [asOther, {}]) {
        const withMine = await answer(probe, probe.ownedPath, body, mine.cartToken, headers);
        const withMissing = await answer(
          probe,
          probe.missingPath,
          body,
          MISSING.cartToken,
          headers,
        );
        expect({ body, as: headers === asOther ? 'other member' : 'guest', ...withMine }).toEqual({
          body,
          as: headers === asOther ? 'other member' : 'guest',
          ...withMissing,
        });
        counts.cases += 1;
      }
    }
    const ownerSees = await answer(
      probe,
      probe.ownedPath,
      probe.bodies[0],
      mine.cartToken,
      asOwner,
    );
    const missing = await answer(
      probe,
      probe.missingPath,
      probe.bodies[0],
      MISSING.cartToken,
      asOwner,
    );
    if (ownerSees.status !== missing.status || ownerSees.code !== missing.code) {
      counts.differingForOwner += 1;
    }
  });

  it('reaches every kind of owned record, and the identifiers open them for their owner', () => {
    const paths = all.map((p) => p.op.path);
    for (const expected of [
      '/v1/carts/{token}',
      '/v1/carts/order/{orderNo}',
      '/v1/ecommerce_events/{id}',
      '/v1/me/product-search-histories/{id}',
      '/v1/me/product-request-histories/{id}',
      '/v1/carts/products/add',
      '/v1/me/orders/{id}',
      '/v1/me/orders/{id}/cancel',
      '/v1/memos/{id}',
      '/v1/me/user-addresses/{id}',
      '/v1/me/user-cards/{id}/use',
      '/v1/me/inquiries/{id}',
      '/v1/inquiry-comments/reply',
      '/v1/inquiries',
      '/v1/upload-files/{id}',
      '/v1/me/user-memorials/{id}',
      '/v1/me/timeseries/{id}',
      '/v1/me/name-embroideries/{id}',
      '/v1/carts/embroideries/add',
    ]) {
      expect(paths).toContain(expected);
    }
    expect(mine).toEqual({
      cartToken: expect.any(String),
      orderNo: expect.stringMatching(/^OK-/),
      orderId: expect.any(Number),
      memoId: expect.any(Number),
      eventId: expect.any(Number),
      productId: expect.any(Number),
      searchId: expect.any(Number),
      requestId: expect.any(Number),
      listKey: expect.any(String),
      spareListKey: expect.any(String),
      bookmarkId: expect.any(Number),
      messageId: expect.any(Number),
      addressId: expect.any(Number),
      spareAddressId: expect.any(Number),
      cardId: expect.any(Number),
      spareCardId: expect.any(Number),
      fileId: expect.any(String),
      freeFileId: expect.any(String),
      categoryId: expect.any(Number),
      inquiryId: expect.any(Number),
      memorialId: expect.any(Number),
      spareMemorialId: expect.any(Number),
      measurementId: expect.any(Number),
      embroideryId: expect.any(Number),
      spareEmbroideryId: expect.any(Number),
    });
    // Most routes must answer their owner differently from a missing record, or nothing was proved.
    expect(counts.differingForOwner).toBeGreaterThanOrEqual(all.length - 8);
  });
});
