import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FrontSettingsSchema } from '../../../../contract/settings/settings.schema';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';

let api: TestApi;
beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

describe('GET /v1/settings/front', () => {
  it('answers the default channel when no header is sent', async () => {
    const res = await call(api.app, 'GET', '/v1/settings/front');
    expect(res.status).toBe(200);
    const settings = v.parse(FrontSettingsSchema, res.body);
    expect(settings.channel.id).toBe('default');
    expect(settings.channel.is_invalid).toBe(false);
    expect(settings.channel.theme).not.toBe('simple');
    expect(settings.site.name).not.toBe('');
  });

  it('picks the channel of X-Channel-Id', async () => {
    const school = await call<{ channel: { id: string; customer: string | null } }>(
      api.app,
      'GET',
      '/v1/settings/front',
      { channel: 'school' },
    );
    expect(school.status).toBe(200);
    expect(school.body.channel).toMatchObject({ id: 'school', customer: 'school' });
    const closed = await call<{ channel: { is_invalid: boolean } }>(
      api.app,
      'GET',
      '/v1/settings/front',
      { channel: 'closed' },
    );
    expect(closed.body.channel.is_invalid).toBe(true);
  });

  it('answers 404 channel.not_exist for an unknown channel, on every /v1 route', async () => {
    for (const path of ['/v1/settings/front', '/v1/products', '/v1/products/oxford-shirt']) {
      const res = await call(api.app, 'GET', path, { channel: 'no-such-channel' });
      const body = expectApiError(res, 404, 'channel.not_exist');
      expect(body.message).toBe('指定されたチャンネルは存在しません。');
    }
  });

  it('sends security headers', async () => {
    const res = await call(api.app, 'GET', '/v1/settings/front');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
