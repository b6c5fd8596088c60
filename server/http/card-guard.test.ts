import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../contract/catalog/catalog.schema';
import { CHECKOUT_MESSAGES } from '../../contract/checkout/checkout.messages';
import { memberToken, req } from '../contexts/catalogue/catalog/catalog.testing';
import { seededApi, type TestApi } from '../testing/api';
import { expectApiError } from '../testing/expect-error';
import { scanDatabase } from '../testing/scan-database';

let api: TestApi;
let taro: string;
let shirt: Product;

beforeAll(async () => {
  api = await seededApi();
  taro = await memberToken(api.app);
  shirt = (await req<Product>(api.app, 'GET', '/v1/products/oxford-shirt')).body;
});
afterAll(() => api.drop());

const rows = async (table: string) => {
  const result = (await api.database.db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
};

/** Posts raw bytes with a declared content type as taro, and reads the reply. */
async function post(
  path: string,
  contentType: string | undefined,
  body: BodyInit,
  extra: Record<string, string> = {},
) {
  const headers: Record<string, string> = { Authorization: `Bearer ${taro}`, ...extra };
  if (contentType) headers['Content-Type'] = contentType;
  const res = await api.app.request(path, { method: 'POST', headers, body });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, text, body: json };
}

const IN_TEXT = 'カード番号は4111 1111 1111 1111です。再入荷したら購入します';
const json = (body: unknown) => JSON.stringify(body);
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};

/** Every body shape the server reads, each carrying a card number in one field. */
const SHAPES: [string, string | undefined, BodyInit, string][] = [
  ['mixed-case JSON type', 'Application/JSON', json({ body: IN_TEXT }), 'body'],
  [
    'upper-case JSON type with charset',
    'APPLICATION/JSON; charset=UTF-8',
    json({ body: IN_TEXT }),
    'body',
  ],
  ['a +json type', 'application/merchant+json', json({ body: '4242-4242-4242-4242' }), 'body'],
  ['JSON sent as text/plain', 'text/plain', json({ body: IN_TEXT }), 'body'],
  ['JSON with no content type', undefined, json({ body: IN_TEXT }), 'body'],
  ['plain text that is not JSON', 'text/plain', IN_TEXT, '_'],
  [
    'a urlencoded form',
    'application/x-www-form-urlencoded',
    new URLSearchParams({ body: IN_TEXT }).toString(),
    'body',
  ],
  ['a multipart form', undefined, form({ body: 'よろしく', note: IN_TEXT }), 'note'],
  [
    'full-width digits and separators',
    'application/json',
    json({ body: 'カード：４１１１－１１１１－１１１１－１１１１' }),
    'body',
  ],
  [
    'full-width spaces in a nested field',
    'application/json',
    json({ body: 'x', extra: { memo: ['４２４２　４２４２　４２４２　４２４２'] } }),
    'extra.memo.0',
  ],
  ['dots between groups', 'application/json', json({ body: 'No.4111.1111.1111.1111' }), 'body'],
  ['slashes between groups', 'application/json', json({ body: '4111/1111/1111/1111' }), 'body'],
  ['underscores between groups', 'application/json', json({ body: '4111_1111_1111_1111' }), 'body'],
  ['commas between groups', 'application/json', json({ body: '4111,1111,1111,1111' }), 'body'],
  ['parenthesised digits', 'application/json', json({ body: '⑷⑴⑴⑴⑴⑴⑴⑴⑴⑴⑴⑴⑴⑴⑴⑴' }), 'body'],
  ['a line break', 'application/json', json({ body: '番号 4111 1111\n1111 1111' }), 'body'],
  [
    'zero-width spaces and word joiners',
    'application/json',
    json({ body: '4111\u200b1111\u20601111\u200b1111' }),
    'body',
  ],
  ['Arabic-Indic digits', 'application/json', json({ body: '٤١١١ ١١١١ ١١١١ ١١١١' }), 'body'],
  [
    'kanji numerals',
    'application/json',
    json({ body: '四一一一一一一一一一一一一一一一' }),
    'body',
  ],
  [
    'kanji numerals in a form',
    'application/x-www-form-urlencoded',
    new URLSearchParams({ body: '五五五五・五五五五・五五五五・四四四四' }).toString(),
    'body',
  ],
];

describe('card number guard', () => {
  it.each(SHAPES)(
    'refuses a product request with a card number in %s, storing nothing',
    async (_, type, body, field) => {
      const before = await rows('product_requests');
      const res = expectApiError(
        await post('/v1/product-requests', type, body),
        422,
        'common.validation',
      );
      expect(res.message).toBe(CHECKOUT_MESSAGES.cardNumberRejected);
      expect(res.errors).toEqual({ [field]: [CHECKOUT_MESSAGES.cardNumberRejected] });
      expect(await rows('product_requests')).toBe(before);
    },
  );

  it('refuses a review whose text carries a card number', async () => {
    const before = await rows('reviews');
    const review = {
      rating: 5,
      title: '良い',
      body: `支払いは ５５５５ ５５５５ ５５５５ ４４４４ のカードで`,
    };
    const res = await post(`/v1/products/${shirt.id}/reviews`, 'Application/Json', json(review));
    expect(expectApiError(res, 422, 'common.validation').errors).toEqual({
      body: [CHECKOUT_MESSAGES.cardNumberRejected],
    });
    expect(await rows('reviews')).toBe(before);
  });

  it('guards the school shop’s own API too, whatever the body’s type', async () => {
    const res = await post(
      '/takimoto/v1/schools/check',
      'text/plain',
      json({ key: '4111111111111111' }),
      {
        'X-Channel-Id': 'school',
      },
    );
    expect(expectApiError(res, 422, 'common.validation').errors).toEqual({
      key: [CHECKOUT_MESSAGES.cardNumberRejected],
    });
  });

  it('still stores text with phone numbers, postal codes, dates and JAN codes, whatever the case of the type', async () => {
    const before = await rows('product_requests');
    const body = '電話 090-1234-5678、〒100-0001、2026-11-24 着、JAN 4901234567894 の色違い';
    const res = await post('/v1/product-requests', 'Application/JSON', json({ body }));
    expect(res.status).toBe(201);
    expect(await rows('product_requests')).toBe(before + 1);
  });

  it('leaves no card-number-shaped value anywhere in the database', async () => {
    const scan = await scanDatabase(async (q) => {
      const result = (await api.database.db.execute(sql.raw(q))) as unknown as {
        rows: Record<string, unknown>[];
      };
      return result.rows;
    });
    expect(scan.tables).toBeGreaterThan(20);
    expect(scan.rowsByTable['"public"."product_requests"']).toBeGreaterThan(0);
    expect(scan.findings).toEqual([]);
  });
});
