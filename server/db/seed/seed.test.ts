import { count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPhone } from '../../../contract/shared/phone';
import { seededApi, type TestApi } from '../../testing/api';
import { miniSeed } from '../../testing/mini-seed';
import { migratedTestDatabase, type TestDatabase } from '../../testing/test-database';
import { getContentVersion } from '../content-version';
import {
  orderEvents,
  orderLines,
  orders,
  products,
  productVariants,
  userCards,
  users,
} from '../schema/index';
import { isEmpty, seedIfEmpty } from './index';

let test: TestDatabase;
beforeAll(async () => {
  test = await migratedTestDatabase();
});
afterAll(() => test.drop());

describe('seedIfEmpty', () => {
  it('rolls back everything when the data references something missing', async () => {
    const broken = {
      ...miniSeed,
      brands: [{ ...miniSeed.brands[0], maker: 'nobody' }],
    } as typeof miniSeed;
    await expect(seedIfEmpty(test.database, broken)).rejects.toThrow(/unknown maker "nobody"/);
    expect(await isEmpty(test.database)).toBe(true);
  });

  it('seeds an empty database once and records the content version', async () => {
    const before = Date.now();
    expect(await seedIfEmpty(test.database, miniSeed)).toBe(true);
    expect(await seedIfEmpty(test.database, miniSeed)).toBe(false);
    const [row] = await test.database.db.select({ n: count() }).from(products);
    expect(row?.n).toBe(3);
    expect((await getContentVersion(test.database)).getTime()).toBeGreaterThanOrEqual(
      before - 5000,
    );
  });

  it('stores argon2id hashes and card tokens, never passwords or card numbers', async () => {
    const [user] = await test.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'a@example.jp'));
    expect(user?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(user?.passwordHash).not.toContain('A-pass-2026');
    const [card] = await test.database.db.select().from(userCards);
    expect(card?.last4).toBe('4242');
    expect(card?.providerToken).toMatch(/^sandbox_/);
  });

  it('computes order totals with per-rate tax', async () => {
    const [order] = await test.database.db.select().from(orders).where(eq(orders.orderNo, 'O-1'));
    expect(order).toMatchObject({
      totalProduct: 6000,
      totalTax: 600,
      totalCarriage: 0,
      totalPayment: 6600,
    });
  });

  it('refuses negative stock at the database level', async () => {
    await expect(
      test.database.db.update(productVariants).set({ stock: sql`-1` }),
    ).rejects.toThrow();
  });
});

describe('the demo orders', () => {
  let demo: TestApi;
  beforeAll(async () => {
    demo = await seededApi();
  });
  afterAll(() => demo.drop());

  it('has at least 100 orders in every state, a bank transfer both awaited and received', async () => {
    const rows = await demo.database.db.select().from(orders);
    expect(rows.length).toBeGreaterThanOrEqual(100);
    expect(new Set(rows.map((o) => o.status))).toEqual(
      new Set(['new', 'shipped', 'delivered', 'cancelled']),
    );
    const newBank = rows.filter((o) => o.status === 'new' && o.paymentId === 1);
    expect(newBank.some((o) => o.paidAt === null)).toBe(true);
    expect(newBank.some((o) => o.paidAt !== null)).toBe(true);
    expect(rows.some((o) => o.status === 'new' && o.paymentId === 4)).toBe(true);
    expect(new Set(rows.map((o) => o.channelId)).size).toBeGreaterThanOrEqual(3);
  });

  it("keeps taro's three orders, their numbers and states", async () => {
    const [taro] = await demo.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'taro@example.jp'));
    const mine = await demo.database.db
      .select({ orderNo: orders.orderNo, status: orders.status, cancellable: orders.isCancellable })
      .from(orders)
      .where(eq(orders.userId, taro?.id ?? -1))
      .orderBy(orders.orderNo);
    expect(mine).toEqual([
      { orderNo: 'OK-20260315-0012', status: 'delivered', cancellable: false },
      { orderNo: 'OK-20260802-0341', status: 'delivered', cancellable: false },
      { orderNo: 'OK-20261118-0907', status: 'new', cancellable: true },
    ]);
  });

  it('gives guest orders an orderer on example.jp, lines that add up, and sent ones a tracking number', async () => {
    const guests = await demo.database.db.select().from(orders).where(isNull(orders.userId));
    expect(guests.length).toBeGreaterThanOrEqual(95);
    const lines = await demo.database.db.select().from(orderLines);
    for (const o of guests) {
      expect(o.email).toMatch(/^guest\d{3}@example\.jp$/);
      expect(o.orderer).toMatchObject({ email: o.email, last_name_kana: expect.any(String) });
      const own = lines.filter((l) => l.orderId === o.id);
      expect(own.length).toBeGreaterThan(0);
      const net = own.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
      expect(o.totalProduct).toBe(net);
      expect(o.totalPayment).toBe(o.totalProduct + o.totalTax + o.totalCarriage - o.totalDiscount);
      const [shipment] = o.shippings ?? [];
      if (o.status === 'shipped' || o.status === 'delivered') {
        expect(shipment).toMatchObject({
          carrier: expect.any(String),
          trackingNo: expect.any(String),
        });
      } else {
        expect(shipment?.trackingNo).toBeUndefined();
      }
    }
    expect(new Set(guests.map((o) => o.orderer?.prefecture)).size).toBeGreaterThanOrEqual(5);
  });

  it('gives sent, paid and cancelled demo orders the history the back office would have written', async () => {
    const db = demo.database.db;
    const rows = await db.select().from(orders);
    const events = await db.select().from(orderEvents);
    const of = (id: number, kind: string) =>
      events.filter((e) => e.orderId === id && e.kind === kind);
    const sent = rows.filter((o) => o.status === 'shipped' || o.status === 'delivered');
    expect(sent.length).toBeGreaterThan(20);
    for (const o of sent) {
      const [shipment] = o.shippings ?? [];
      expect(of(o.id, 'shipped')).toEqual([
        expect.objectContaining({
          actor: 'operator@example.jp',
          at: new Date(String(shipment?.shippedAt)),
          detail: { shipment: '1', carrier: shipment?.carrier, tracking_no: shipment?.trackingNo },
        }),
      ]);
    }
    const transfers = rows.filter((o) => o.paymentId === 1 && o.paidAt !== null);
    expect(transfers.length).toBeGreaterThan(5);
    for (const o of transfers) expect(of(o.id, 'paid')).toHaveLength(1);
    const cancelled = rows.filter((o) => o.status === 'cancelled' && o.userId === null);
    expect(cancelled.length).toBeGreaterThan(3);
    for (const o of cancelled) {
      expect(o.cancelReason).toMatch(/^ショップによるキャンセル: /);
      // A card was paid at ordering: only a transfer lapses unpaid.
      if (o.paymentId !== 1) expect(o.cancelReason).not.toContain('お振込み');
      expect(o.cancelledAt?.getTime()).toBeGreaterThan(o.orderedAt.getTime());
      expect(of(o.id, 'cancelled')).toEqual([
        expect.objectContaining({ at: o.cancelledAt, detail: { reason: o.cancelReason } }),
      ]);
    }
    const waiting = rows.filter((o) => o.status === 'new' && o.paidAt === null);
    for (const o of waiting) expect(events.filter((e) => e.orderId === o.id)).toEqual([]);
  });

  it('stores the demo phone numbers as digits (the spec hint) that read hyphenated on the screens', async () => {
    const rows = await demo.database.db.select({ orderer: orders.orderer }).from(orders);
    for (const o of rows) {
      const phone = String(o.orderer?.phone_number ?? '');
      expect(phone).toMatch(/^0\d{9,10}$/);
      expect(formatPhone(phone)).toMatch(/^0\d{1,4}-\d{1,4}-\d{4}$/);
    }
  });
});
