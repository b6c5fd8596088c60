import { describe, expect, it } from 'vitest';
import { BOT_CHECK_SETTINGS, BOT_TOKEN_HEADER, botActionOf } from '../../contract/shared/bot-check';
import { BOT_SETTINGS, BOT_TOKEN_HEADER as SERVER_HEADER } from './bot-guard';
import { BOT_FORMS } from './form-limits';

describe('the storefront bot check matches the server guard', () => {
  it('reads the same settings and header', () => {
    expect(BOT_CHECK_SETTINGS).toEqual({
      isUse: BOT_SETTINGS.isUse,
      siteKey: BOT_SETTINGS.siteKey,
    });
    expect(BOT_TOKEN_HEADER.toLowerCase()).toBe(SERVER_HEADER);
  });

  it('asks a token for every guarded form action and for login', () => {
    const client = new Set(
      [
        '/v1/auth/login',
        '/v1/users',
        '/v1/reminder/request',
        '/v1/inquiries',
        '/v1/catalog-orders',
        '/v1/products/1/reviews',
        '/v1/products/1/questions',
        '/v1/product-requests',
      ].map((path) => botActionOf('post', path)),
    );
    const server = new Set([...Object.values(BOT_FORMS).map((f) => f.action), 'login']);
    expect(client).toEqual(server);
  });
});
