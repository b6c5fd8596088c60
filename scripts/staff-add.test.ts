import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staff } from '../server/db/schema/index';
import { migratedTestDatabase, type TestDatabase } from '../server/testing/test-database';
import { addOwner } from './staff-add';

let test: TestDatabase;
beforeAll(async () => {
  test = await migratedTestDatabase();
});
afterAll(() => test.drop());

describe('npm run staff:add', () => {
  it('creates an owner with a hashed password, who must enrol TOTP, audited as a script', async () => {
    const owner = await addOwner(test.database, {
      email: 'Real-Owner@Shop.example',
      name: '本番 オーナー',
      password: 'Real-owner-pass-1',
    });
    expect(owner).toMatchObject({ email: 'real-owner@shop.example', role: 'owner' });
    expect(owner.must_enrol_totp).toBe(true);
    const { db } = test.database;
    const [row] = await db.select().from(staff).where(eq(staff.id, owner.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, String(owner.id)));
    expect(audit).toMatchObject({ actorKind: 'script', action: 'staff.create' });
  });

  it('refuses a weak password and a taken e-mail, naming the field', async () => {
    await expect(
      addOwner(test.database, { email: 'a@shop.example', name: 'A', password: 'short' }),
    ).rejects.toThrow(/^password: /m);
    await expect(
      addOwner(test.database, {
        email: 'real-owner@shop.example',
        name: 'B',
        password: 'Another-pass-2026',
      }),
    ).rejects.toThrow(/^email: /m);
  });
});
