import { count } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogOrderReceiptSchema } from '../../../../contract/content/catalog-order.schema';
import { CatalogSchema } from '../../../../contract/content/promotions.schema';
import { listOf } from '../../../../contract/shared/paging.schema';
import { catalogOrders } from '../../../db/schema/index';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { NOT_ORDERABLE } from './catalog-orders.routes';

let api: TestApi;
beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

const valid = {
  name: '山田 太郎',
  name_kana: 'ヤマダ タロウ',
  email: 'yamada@example.jp',
  postal_code: '100-0001',
  prefecture: '東京都',
  city: '千代田区',
  address1: '千代田1-1',
};
const stored = async () => (await api.database.db.select({ n: count() }).from(catalogOrders))[0]?.n;

describe('GET /v1/catalog', () => {
  it('lists catalogues with page images for the flip book', async () => {
    const { data } = v.parse(
      listOf(CatalogSchema),
      (await call(api.app, 'GET', '/v1/catalog')).body,
    );
    expect(data.length).toBeGreaterThanOrEqual(2);
    expect(data[0]?.pages[0]?.image_path).toBe(`/media/catalogs/${data[0]?.key}/1.svg`);
    expect(data[0]?.cover_path).toBe(data[0]?.pages[0]?.image_path);
  });
});

describe('POST /v1/catalog-orders', () => {
  it('stores a request and answers with the catalogues requested', async () => {
    const { data } = v.parse(
      listOf(CatalogSchema),
      (await call(api.app, 'GET', '/v1/catalog')).body,
    );
    const before = await stored();
    const res = await call(api.app, 'POST', '/v1/catalog-orders', {
      body: { ...valid, catalog_ids: data.map((c) => c.id) },
    });
    expect(res.status).toBe(201);
    expect(v.parse(CatalogOrderReceiptSchema, res.body).catalogs).toHaveLength(data.length);
    expect(await stored()).toBe((before ?? 0) + 1);
  });

  it('rejects every bad field with its Japanese message and stores nothing', async () => {
    const before = await stored();
    const res = await call(api.app, 'POST', '/v1/catalog-orders', {
      body: {
        catalog_ids: [],
        name: ' ',
        name_kana: 'やまだ',
        email: 'x',
        postal_code: '12',
        prefecture: '',
        city: '',
        address1: '',
        phone_number: '123',
        note: 'あ'.repeat(501),
      },
    });
    const body = expectApiError(res, 422, 'common.validation');
    expect(body.errors).toMatchObject({
      catalog_ids: ['カタログを1つ以上選んでください。'],
      name: ['お名前を入力してください。'],
      name_kana: ['フリガナは全角カタカナで入力してください。'],
      email: ['メールアドレスの形式が正しくありません。'],
      postal_code: ['郵便番号は123-4567の形式で入力してください。'],
      prefecture: ['都道府県を入力してください。'],
      phone_number: ['電話番号は半角数字で、0から始まる10〜11桁で入力してください。'],
      note: ['ご要望は500文字以内で入力してください。'],
    });
    const unknown = await call(api.app, 'POST', '/v1/catalog-orders', {
      body: { ...valid, catalog_ids: [99999] },
    });
    expect(expectApiError(unknown, 422, 'common.validation').errors?.catalog_ids).toEqual([
      NOT_ORDERABLE,
    ]);
    expectApiError(
      await call(api.app, 'POST', '/v1/catalog-orders', { rawBody: '{x' }),
      400,
      'common.bad_json',
    );
    expect(await stored()).toBe(before);
  });
});
