import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productSchedules } from '../../../db/schema/index';
import { runDueJobs } from '../../../jobs/runner';
import { startWorker } from '../../../jobs/worker';
import { NO_MAILER } from '../../../services/mail/mailer';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { type StaffBrowser, signedInAs, staffCall } from '../../back-office/staff/staff.testing';
import { NO_CARD_PROVIDER } from '../../commerce/payments/index';
import { SCHEDULE_JOB } from './product-schedule.model';

type Product = { product_price: number; name: string; version: number; is_show_product: boolean };
type Schedule = { id: number; run_at: string; status: string; fields: Record<string, unknown> };

let api: TestApi;
let editor: StaffBrowser;
beforeAll(async () => {
  api = await seededApi(undefined, { admin: { token: 'script-token' } });
  editor = await signedInAs(api, 'editor@example.jp');
});
afterAll(() => api.drop());

const KEY = 'oxford-shirt';
const product = async () =>
  (await staffCall<Product>(api, editor, 'GET', `/v1/admin/products/${KEY}`)).body;
const schedule = (body: Record<string, unknown>, browser = editor) =>
  staffCall<{ data: Schedule[] }>(api, browser, 'POST', `/v1/admin/products/${KEY}/schedules`, {
    body,
  });
const inMs = (ms: number) => new Date(Date.now() + ms);
/** Runs the scheduled-change jobs due at `now`, counting the rebuilds they ask for. */
async function runSchedules(now: Date) {
  let rebuilds = 0;
  await runDueJobs(api.database, {
    now,
    names: [SCHEDULE_JOB],
    contentChanged: () => {
      rebuilds += 1;
    },
  });
  return rebuilds;
}
const stored = async (id: number) =>
  (await api.database.db.select().from(productSchedules).where(eq(productSchedules.id, id)))[0];

describe('POST /v1/admin/products/{key}/schedules', () => {
  it('refuses a time in the past, a revert before the start and no fields, per field in Japanese', async () => {
    const past = expectApiError(
      await schedule({ run_at: inMs(-1000).toISOString(), fields: { product_price: 1 } }),
      422,
      'common.validation',
    );
    expect(past.errors?.run_at?.[0]).toMatch(/現在より後/);
    const order = expectApiError(
      await schedule({
        run_at: inMs(60_000).toISOString(),
        revert_at: inMs(30_000).toISOString(),
        fields: { product_price: 1 },
      }),
      422,
      'common.validation',
    );
    expect(order.errors?.revert_at?.[0]).toMatch(/公開日時より後/);
    expectApiError(
      await schedule({ run_at: inMs(60_000).toISOString(), fields: {} }),
      422,
      'common.validation',
    );
    expectApiError(
      await schedule({ run_at: 'tomorrow', fields: { product_price: 1 } }),
      422,
      'common.validation',
    );
    const operator = await signedInAs(api, 'operator@example.jp');
    const refused = await schedule(
      { run_at: inMs(60_000).toISOString(), fields: { product_price: 1 } },
      operator,
    );
    expect(refused.status).toBe(403);
  });

  it('applies a time sale at its start and reverts it at its end, as the person who scheduled it', async () => {
    const before = await product();
    const start = inMs(60_000);
    const end = inMs(120_000);
    const made = await schedule({
      run_at: start.toISOString().replace('Z', '+00:00'),
      revert_at: end.toISOString(),
      fields: { product_price: 1111, before_price: before.product_price },
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toHaveLength(2);
    expect(made.body.data[1]?.fields).toMatchObject({ product_price: before.product_price });
    // Not yet: nothing changes a second before its time.
    expect(await runSchedules(new Date(start.getTime() - 1000))).toBe(0);
    expect((await product()).product_price).toBe(before.product_price);
    // Someone edits the name meanwhile: the scheduled change keeps it (only its fields are set).
    await staffCall(api, editor, 'PUT', `/v1/admin/products/${KEY}`, {
      body: { version: before.version, name: 'オックスフォードシャツ（予約中）' },
    });
    expect(await runSchedules(start)).toBe(1);
    const onSale = await product();
    expect(onSale).toMatchObject({ product_price: 1111, name: 'オックスフォードシャツ（予約中）' });
    expect(onSale.version).toBe(before.version + 2);
    const [audit] = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.schedule.apply'), eq(auditLog.recordId, KEY)));
    expect(audit).toMatchObject({ actorEmail: 'editor@example.jp' });
    expect(audit?.after).toMatchObject({ product_price: 1111 });
    expect(await runSchedules(end)).toBe(1);
    expect((await product()).product_price).toBe(before.product_price);
    const listed = await staffCall<{ data: Schedule[] }>(
      api,
      editor,
      'GET',
      `/v1/admin/products/${KEY}/schedules`,
    );
    expect(listed.body.data.map((s) => s.status)).toEqual(['done', 'done']);
  });

  it('runs once when two nodes claim it at the same moment', async () => {
    const before = await product();
    const at = inMs(30_000);
    const made = await schedule({
      run_at: at.toISOString(),
      fields: { is_show_product: !before.is_show_product },
    });
    const id = made.body.data[0]?.id ?? 0;
    const counts = await Promise.all([runSchedules(at), runSchedules(at)]);
    expect(counts[0] + counts[1]).toBe(1);
    const after = await product();
    expect(after.version).toBe(before.version + 1);
    expect(after.is_show_product).toBe(!before.is_show_product);
    expect((await stored(id))?.status).toBe('done');
  });

  it('runs a change whose time passed while no server ran, at the first run after start-up', async () => {
    const at = inMs(20_000);
    const made = await schedule({ run_at: at.toISOString(), fields: { product_price: 2222 } });
    const id = made.body.data[0]?.id ?? 0;
    // The server was down for an hour past the time: the first run after start-up applies it.
    expect(await runSchedules(new Date(at.getTime() + 3_600_000))).toBe(1);
    expect((await product()).product_price).toBe(2222);
    expect((await stored(id))?.status).toBe('done');
  });

  it('goes live within 5 s of its time through the worker loop', async () => {
    const at = inMs(1500);
    const made = await schedule({ run_at: at.toISOString(), fields: { product_price: 3333 } });
    const id = made.body.data[0]?.id ?? 0;
    const worker = startWorker(api.database, {
      cards: NO_CARD_PROVIDER,
      mailer: NO_MAILER,
      intervalMs: 200,
    });
    try {
      await expect
        .poll(async () => (await stored(id))?.status, { timeout: 10_000, interval: 100 })
        .toBe('done');
    } finally {
      await worker.stop();
    }
    const row = await stored(id);
    const late = (row?.appliedAt?.getTime() ?? 0) - at.getTime();
    expect(late).toBeGreaterThanOrEqual(0);
    expect(late).toBeLessThan(5000);
    expect((await product()).product_price).toBe(3333);
  });

  it('cancels a pending change, which then never runs; a second cancel is refused', async () => {
    const before = await product();
    const at = inMs(10_000);
    const made = await schedule({ run_at: at.toISOString(), fields: { product_price: 4444 } });
    const id = made.body.data[0]?.id ?? 0;
    const path = `/v1/admin/products/${KEY}/schedules/${id}`;
    const cancelled = await staffCall<Schedule>(api, editor, 'DELETE', path);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(await runSchedules(at)).toBe(0);
    expect((await product()).product_price).toBe(before.product_price);
    expect((await staffCall(api, editor, 'DELETE', path)).status).toBe(409);
    expect(
      (await staffCall(api, editor, 'DELETE', `/v1/admin/products/${KEY}/schedules/999999`)).status,
    ).toBe(404);
  });
});
