import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../app';
import { loadEnv } from '../../../env';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { migratedTestDatabase, type TestDatabase } from '../../../testing/test-database';
import { readyCart, send, variantOf } from '../cart/cart.testing';
import { choosePaymentSetup, holdsDemoData, PaymentSetupError } from './payment-setup';

const SB_CREDENTIALS = {
  SBPAYMENT_MERCHANT_ID: '30132',
  SBPAYMENT_SERVICE_ID: '001',
  SBPAYMENT_HASH_KEY: 'hash-key',
};

describe('choosePaymentSetup', () => {
  it('uses the sandbox by default only over the demo data', () => {
    expect(choosePaymentSetup(loadEnv({}), true)).toEqual({ provider: 'sandbox', testMode: true });
    expect(() => choosePaymentSetup(loadEnv({}), false)).toThrow(PaymentSetupError);
    expect(() => choosePaymentSetup(loadEnv({}), false)).toThrow(/PAYMENT_PROVIDER is not set/);
  });

  it('takes PAYMENT_PROVIDER as an explicit choice', () => {
    const sandbox = loadEnv({ PAYMENT_PROVIDER: 'sandbox' });
    expect(choosePaymentSetup(sandbox, false)).toEqual({ provider: 'sandbox', testMode: true });
    const real = loadEnv({ PAYMENT_PROVIDER: 'sbpayment', ...SB_CREDENTIALS });
    expect(choosePaymentSetup(real, true)).toEqual({ provider: 'sbpayment', testMode: false });
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'fake' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('refuses the real provider without its credentials, naming each missing one', () => {
    const partial = loadEnv({ PAYMENT_PROVIDER: 'sbpayment', SBPAYMENT_MERCHANT_ID: '30132' });
    expect(() => choosePaymentSetup(partial, true)).toThrow(
      /SBPAYMENT_SERVICE_ID, SBPAYMENT_HASH_KEY/,
    );
  });

  it('refuses production without a real provider, even over the demo data', () => {
    for (const provider of [undefined, 'sandbox']) {
      const e = loadEnv({ NODE_ENV: 'production', PAYMENT_PROVIDER: provider });
      expect(() => choosePaymentSetup(e, true)).toThrow(/NODE_ENV=production needs a real card/);
    }
    const real = loadEnv({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sbpayment',
      ...SB_CREDENTIALS,
    });
    expect(choosePaymentSetup(real, false).provider).toBe('sbpayment');
  });
});

describe('the provider in the app', () => {
  let api: TestApi;
  let empty: TestDatabase;
  // In a hook: the first file to ask for a template builds it, which can outlast a test's limit.
  beforeAll(async () => {
    [api, empty] = await Promise.all([seededApi(), migratedTestDatabase()]);
  });
  afterAll(() => Promise.all([api.drop(), empty.drop()]));

  it('tells whether the database holds the demo data', async () => {
    expect(await holdsDemoData(api.database)).toBe(true);
    expect(await holdsDemoData(empty.database)).toBe(false);
  });

  it('mounts /sandbox-pay and says test mode only when the sandbox is the provider', async () => {
    const settings = await call(api.app, 'GET', '/v1/settings/payment-provider');
    expect(settings.body).toEqual({ provider: 'sandbox', test_mode: true });
    const token = await call(api.app, 'POST', '/sandbox-pay/tokens', { body: {} });
    expect(token.status).toBe(422);

    const real = createApp({
      database: api.database,
      payments: { provider: 'sbpayment', testMode: false },
    });
    expect((await call(real, 'GET', '/v1/settings/payment-provider')).body).toEqual({
      provider: 'sbpayment',
      test_mode: false,
    });
    expect((await call(real, 'POST', '/sandbox-pay/tokens', { body: {} })).status).toBe(404);
    expect((await call(real, 'GET', '/sandbox-pay/challenge/pi_x')).status).toBe(404);
    const none = createApp({ database: api.database });
    expect((await call(none, 'POST', '/sandbox-pay/tokens', { body: {} })).status).toBe(404);
    // The sandbox app again, so later tests in this worker keep the sandbox provider.
    createApp({ database: api.database, payments: { provider: 'sandbox', testMode: true } });
  });

  it('answers a provider that is down with its own code and message, never 503 maintenance', async () => {
    const real = createApp({
      database: api.database,
      payments: { provider: 'sbpayment', testMode: false },
    });
    try {
      const shirt = await variantOf(real, 'oxford-shirt', 'M');
      const cart = await readyCart(real, [{ variantId: shirt, quantity: 1 }]);
      const res = await send(real, 'PATCH', '/v1/carts/order/modify', {
        token: cart.token,
        payment_id: 4,
        card_token: 'tok_provider_down',
      });
      const error = expectApiError(res, 502, 'payment.provider_unavailable');
      expect(error.message).toContain('カード決済をご利用いただけません');
      expect(error.errors?.card_token).toEqual([error.message]);
    } finally {
      createApp({ database: api.database, payments: { provider: 'sandbox', testMode: true } });
    }
  });
});

describe('npm start in production mode', () => {
  it('refuses to start without a real provider, before touching the data', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mise-prod-'));
    const dataDir = join(dir, 'data');
    const run = promisify(execFile)('npx', ['tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: '',
        DATA_DIR: dataDir,
        PORT: '4499',
      },
      timeout: 60_000,
    });
    const failure = (await run.then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    )) as { code: number; stderr: string } | null;
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('NODE_ENV=production needs a real card provider');
    expect(existsSync(dataDir)).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  }, 90_000);
});
