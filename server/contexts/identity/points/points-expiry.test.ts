import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PointBalance, PointHistory } from '../../../../contract/orders/points.schema';
import { runDueJobs } from '../../../jobs/runner';
import { seededApi, type TestApi } from '../../../testing/api';
import { memberToken, req } from '../../catalogue/catalog/catalog.testing';
import { expirePoints, POINTS_EXPIRY_JOB } from './points-expiry.commands';

let api: TestApi;
let taro: string;

beforeAll(async () => {
  api = await seededApi();
  taro = await memberToken(api.app);
});
afterAll(() => api.drop());

const balance = async () =>
  (await req<PointBalance>(api.app, 'GET', '/v1/me/points', { token: taro })).body;

describe('points expiry (daily job)', () => {
  it('keeps a balance until a year after the last earning or use, then lapses it once', async () => {
    const { expires_at } = await balance();
    const expiry = Date.parse(expires_at ?? '');
    const day = 24 * 60 * 60 * 1000;

    await expirePoints({ database: api.database, now: new Date(expiry - day) });
    expect((await balance()).balance).toBe(1500);

    await runDueJobs(api.database, { now: new Date(expiry + day), names: [POINTS_EXPIRY_JOB] });
    expect(await balance()).toMatchObject({ balance: 0, expires_at: null });
    const history = await req<{ data: PointHistory[] }>(api.app, 'GET', '/v1/me/point-histories', {
      token: taro,
    });
    expect(history.body.data[0]).toMatchObject({ kind: 'expired', points: -1500 });

    expect(await expirePoints({ database: api.database, now: new Date(expiry + 2 * day) })).toBe(0);
    const again = await req<{ data: PointHistory[] }>(api.app, 'GET', '/v1/me/point-histories', {
      token: taro,
    });
    expect(again.body.data.filter((h) => h.kind === 'expired')).toHaveLength(1);
  });
});
