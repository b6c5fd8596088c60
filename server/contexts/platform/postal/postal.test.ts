import { copyFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { parsePostalFile, postalDataDir } from './postal-data';
import { loadPostalCodes } from './postal-load';

let api: TestApi;
beforeAll(async () => {
  api = await seededApi();
  // Two of the real Japan Post files keep the test fast; the server loads all of them.
  const dir = await mkdtemp(join(tmpdir(), 'postal-'));
  for (const f of ['100.json', '530.json']) await copyFile(join(postalDataDir(), f), join(dir, f));
  expect(await loadPostalCodes(api.database, dir)).toBeGreaterThan(500);
});
afterAll(() => api.drop());

describe('GET /v1/postal-code', () => {
  it('finds the address of a code, with or without hyphen, full-width accepted', async () => {
    for (const code of ['1000001', '100-0001', '１００－０００１']) {
      const res = await call(api.app, 'GET', `/v1/postal-code?code=${encodeURIComponent(code)}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        postal_code: '1000001',
        prefecture: '東京都',
        prefecture_code: 13,
        city: '千代田区',
        town: '千代田',
        city_kana: 'チヨダク',
      });
    }
  });

  it('answers a well-formed unknown code with 404 and a malformed one with 422', async () => {
    const missing = await call(api.app, 'GET', '/v1/postal-code?code=1009999');
    expect(expectApiError(missing, 404, 'postal_code.not_found').message).toBe(
      '該当する住所が見つかりませんでした。',
    );
    const bad = await call(api.app, 'GET', '/v1/postal-code?code=12-34');
    expect(expectApiError(bad, 422, 'common.validation').errors?.code).toEqual([
      '郵便番号は123-4567の形式で入力してください。',
    ]);
  });
});

describe('GET /v1/postal-codes/prefectures', () => {
  it('lists the 47 prefectures in JIS order', async () => {
    const res = await call<{ data: { code: number; name: string }[] }>(
      api.app,
      'GET',
      '/v1/postal-codes/prefectures',
    );
    expect(res.body.data).toHaveLength(47);
    expect(res.body.data[0]).toEqual({ code: 1, name: '北海道' });
    expect(res.body.data[46]).toEqual({ code: 47, name: '沖縄県' });
  });
});

describe('parsePostalFile', () => {
  it('skips summary rows and widens half-width kana', () => {
    const rows = parsePostalFile(
      'cb([["_100","東京都","千代田区","","","","ﾄｳｷｮｳﾄ","ﾁﾖﾀﾞｸ",""],["_1000001","東京都","千代田区","千代田","","","ﾄｳｷｮｳﾄ","ﾁﾖﾀﾞｸ","ﾁﾖﾀﾞ"]])',
    );
    expect(rows).toEqual([
      {
        code: '1000001',
        prefecture_code: 13,
        prefecture: '東京都',
        city: '千代田区',
        town: '千代田',
        prefecture_kana: 'トウキョウト',
        city_kana: 'チヨダク',
        town_kana: 'チヨダ',
      },
    ]);
  });
});
