import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '../db/schema/index';
import { call, seededApi, type TestApi } from '../testing/api';
import { forgetChannels } from './channel';

let api: TestApi;
beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

const siteName = async (channel?: string) =>
  (await call<{ site: { name: string } }>(api.app, 'GET', '/v1/settings/front', { channel })).body
    .site.name;

describe('channel middleware', () => {
  it('reuses a read channel until it is forgotten, then reads the change', async () => {
    const before = await siteName('benefit');
    await api.database.db
      .update(channels)
      .set({ siteName: '改装中のショップ' })
      .where(eq(channels.id, 'benefit'));
    try {
      expect(await siteName('benefit')).toBe(before);
      forgetChannels(api.database);
      expect(await siteName('benefit')).toBe('改装中のショップ');
    } finally {
      await api.database.db
        .update(channels)
        .set({ siteName: before })
        .where(eq(channels.id, 'benefit'));
      forgetChannels(api.database);
    }
  });

  it('answers 404 for an unknown channel, every time', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await call(api.app, 'GET', '/v1/settings/front', { channel: 'no-such-shop' });
      expect(res.status).toBe(404);
    }
  });

  it('refuses carts and orders of a channel flagged invalid, and still answers its settings', async () => {
    const init = await call<{ code: string }>(api.app, 'POST', '/v1/carts/init', {
      channel: 'closed',
      body: { token: null },
    });
    expect(init.status).toBe(404);
    expect(init.body.code).toBe('channel.not_exist');
    const decision = await call(api.app, 'POST', '/v1/carts/tok_abcdefghijklmnopqrstuv/decision', {
      channel: 'closed',
      body: {},
    });
    expect(decision.status).toBe(404);
    expect((await call(api.app, 'GET', '/v1/settings/front', { channel: 'closed' })).status).toBe(
      200,
    );
    expect((await call(api.app, 'POST', '/v1/carts/init', { body: { token: null } })).status).toBe(
      200,
    );
  });
});
