import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { miniSeed } from '../../testing/mini-seed';
import { migratedTestDatabase, type TestDatabase } from '../../testing/test-database';
import { getContentVersion } from '../content-version';
import { orders, products, productVariants, userCards, users } from '../schema/index';
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
