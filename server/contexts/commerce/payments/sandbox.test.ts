import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../app';
import { sandboxTokens } from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import { SANDBOX_SETUP } from './payment-setup';
import { authorize, cancel, capture, createToken, retrieve } from './sandbox.commands';

let api: TestApi;
beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

const card = (number: string) => ({ number, exp: '12/30', cvc: '123', name: 'HANAKO YAMADA' });

describe('sandbox provider state lives in the database', () => {
  it('keeps only scenario, brand and last digits of a card, never its number', async () => {
    const { db } = api.database;
    const made = await createToken(db, card('4000 0000 0000 3220'));
    if (!made.ok) throw new Error('token refused');
    const rows = await db.select().from(sandboxTokens);
    const text = JSON.stringify(rows);
    expect(text).not.toContain('4000000000003220');
    expect(rows.find((r) => r.id === made.token)).toMatchObject({
      scenario: 'challenge',
      brand: 'VISA',
      last4: '3220',
    });
  });

  it('a restarted server still completes a 3-D Secure challenge begun before', async () => {
    const { db } = api.database;
    const made = await createToken(db, card('4000000000003220'));
    if (!made.ok) throw new Error('token refused');
    const intent = await authorize(db, made.token, 5500, '/cart/confirm/');
    expect(intent?.status).toBe('requires_action');
    // A new app over the same database stands in for a restarted process.
    const restarted = createApp({ database: api.database, payments: SANDBOX_SETUP });
    const page = await restarted.request(`/sandbox-pay/challenge/${intent?.id}`);
    expect(await page.text()).toContain('¥5,500');
    const form = new URLSearchParams({ result: 'ok' });
    const res = await restarted.request(`/sandbox-pay/challenge/${intent?.id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/cart/confirm/');
    expect((await retrieve(db, intent?.id ?? ''))?.status).toBe('succeeded');
  });

  it('captures once, and cancels what is not final', async () => {
    const { db } = api.database;
    const made = await createToken(db, card('4242424242424242'));
    if (!made.ok) throw new Error('token refused');
    const intent = await authorize(db, made.token, 1000, '/cart/confirm/');
    expect((await capture(db, intent?.id ?? ''))?.status).toBe('captured');
    expect(await capture(db, intent?.id ?? '')).toBeNull();
    expect((await cancel(db, intent?.id ?? ''))?.status).toBe('canceled');
    expect(await cancel(db, intent?.id ?? '')).toBeNull();
  });
});
