import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../../contract/catalog/catalog.schema';
import { latestValues, suggestSize } from '../../../../contract/measurements/measurements.model';
import {
  japanToday,
  MEASUREMENT_LIMIT,
  type Measurement,
} from '../../../../contract/measurements/measurements.schema';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { memberToken, req } from '../../catalogue/catalog/catalog.testing';

let api: TestApi;
let taro: string;
let hanako: string;

beforeAll(async () => {
  api = await seededApi();
  taro = await memberToken(api.app);
  hanako = await memberToken(api.app, 'hanako@example.jp', 'Hanako-pass-2026');
});
afterAll(() => api.drop());

const list = (token: string) =>
  req<{ data: Measurement[] }>(api.app, 'GET', '/v1/me/timeseries?purpose=body', { token });
const add = (token: string, body: Record<string, unknown>) =>
  req<Measurement>(api.app, 'POST', '/v1/me/timeseries', {
    token,
    body: { purpose: 'body', ...body },
  });

describe('body measurements', () => {
  it('lists the member’s records newest first with x-limit', async () => {
    const res = await list(taro);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-limit')).toBe(String(MEASUREMENT_LIMIT));
    expect(res.body.data.map((m) => [m.measured_on, m.chest, m.hips])).toEqual([
      ['2026-09-20', 91, 94],
      ['2026-02-08', 92, 95],
    ]);
    expect((await list(hanako)).body.data).toEqual([]);
    expectApiError(await req(api.app, 'GET', '/v1/me/timeseries'), 401, 'auth.unauthorized');
  });

  it('gives taro a suggestion on the oxford shirt from his seeded measurements', async () => {
    const shirt = (await req<Product>(api.app, 'GET', '/v1/products/oxford-shirt')).body;
    const latest = latestValues((await list(taro)).body.data);
    expect(suggestSize(shirt.size_table, latest)).toEqual({
      size: 'M',
      reasons: [{ key: 'chest', value: 91, column: '身幅', cell: '54' }],
    });
  });

  it('records decimals and full-width digits, leaving out what was not measured', async () => {
    const res = await add(hanako, {
      measured_on: '２０２５－０４－０１'.replace('－', '-').replace('－', '-'),
      height: '１５８．５',
      weight: 50.2,
      waist: '',
      foot: null,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      measured_on: '2025-04-01',
      height: 158.5,
      weight: 50.2,
      waist: null,
      foot: null,
    });
    const newer = await add(hanako, { measured_on: japanToday(), chest: 82 });
    expect(newer.status).toBe(201);
    expect((await list(hanako)).body.data.map((m) => m.id)).toEqual([newer.body.id, res.body.id]);
  });

  it('refuses bad input with Japanese messages and saves nothing', async () => {
    const before = (await list(hanako)).body.data.length;
    const decimal = expectApiError(
      await add(hanako, { measured_on: '2025-04-01', height: 158.55, weight: 'abc' }),
      422,
      'common.validation',
    );
    expect(decimal.errors?.height).toEqual(['身長は小数点以下1桁までの数値で入力してください。']);
    expect(decimal.errors?.weight).toEqual(['体重は小数点以下1桁までの数値で入力してください。']);
    const range = expectApiError(
      await add(hanako, { measured_on: '2025-04-01', height: 999 }),
      422,
      'common.validation',
    );
    expect(range.errors?.height).toEqual(['身長は30〜250cmの範囲で入力してください。']);
    const none = expectApiError(
      await add(hanako, { measured_on: '2025-04-01', height: '' }),
      422,
      'common.validation',
    );
    expect(none.errors?._).toEqual(['採寸の項目を1つ以上入力してください。']);
    const old = expectApiError(
      await add(hanako, { measured_on: '1899-12-31', height: 150 }),
      422,
      'common.validation',
    );
    expect(old.errors?.measured_on).toEqual(['採寸日は1900年1月1日以降の日付を入力してください。']);
    const future = expectApiError(
      await add(hanako, { measured_on: '2999-01-01', height: 150 }),
      422,
      'common.validation',
    );
    expect(future.errors?.measured_on).toEqual(['採寸日に未来の日付は指定できません。']);
    const invalid = expectApiError(
      await add(hanako, { measured_on: '2025-02-30', height: 150 }),
      422,
      'common.validation',
    );
    expect(invalid.errors?.measured_on).toEqual(['採寸日は正しい日付を入力してください。']);
    expectApiError(
      await req(api.app, 'GET', '/v1/me/timeseries?purpose=mood', { token: hanako }),
      422,
      'common.validation',
    );
    expect((await list(hanako)).body.data).toHaveLength(before);
  });

  it('deletes only the member’s own record; another member’s answers like a missing one', async () => {
    const mine = (await list(taro)).body.data[0] as Measurement;
    const path = `/v1/me/timeseries/${mine.id}`;
    const theirs = await req(api.app, 'DELETE', path, { token: hanako });
    const missing = await req(api.app, 'DELETE', '/v1/me/timeseries/99999999', { token: hanako });
    expectApiError(theirs, 404, 'common.not_found');
    expect(theirs.text).toBe(missing.text);
    expect((await req(api.app, 'DELETE', path, { token: taro })).status).toBe(204);
    expect((await list(taro)).body.data).toHaveLength(1);
  });

  it('stops at the limit with a Japanese message', async () => {
    const have = (await list(hanako)).body.data.length;
    for (let i = have; i < MEASUREMENT_LIMIT; i += 1) {
      expect((await add(hanako, { measured_on: '2024-01-01', weight: 50 })).status).toBe(201);
    }
    const res = expectApiError(
      await add(hanako, { measured_on: '2024-01-01', weight: 50 }),
      422,
      'common.validation',
    );
    expect(res.message).toBe(
      `採寸は ${MEASUREMENT_LIMIT} 件まで記録できます。古い記録を削除してください。`,
    );
  });
});
