import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { benefitVouchers, benefitVoucherUses, users } from '../../../db/schema/index';
import type { Allowance } from './allowance.model';
import type { VoucherRow } from './benefit.model';

/** The voucher with these printed numbers in a channel, locked for the caller's transaction. */
export async function lockVoucherByNumbers(
  tx: Tx,
  channelId: string,
  shareholderNo: string,
  voucherNo: string,
): Promise<VoucherRow | undefined> {
  const [row] = await tx
    .select()
    .from(benefitVouchers)
    .where(
      and(
        eq(benefitVouchers.channelId, channelId),
        eq(benefitVouchers.shareholderNo, shareholderNo),
        eq(benefitVouchers.voucherNo, voucherNo),
      ),
    )
    .for('update');
  return row;
}

/** The member of a shareholder number: whoever an earlier voucher of that number registered. */
export async function memberOfShareholder(
  tx: Tx,
  channelId: string,
  shareholderNo: string,
): Promise<number | undefined> {
  const [row] = await tx
    .select({ userId: benefitVouchers.userId })
    .from(benefitVouchers)
    .where(
      and(
        eq(benefitVouchers.channelId, channelId),
        eq(benefitVouchers.shareholderNo, shareholderNo),
        sql`${benefitVouchers.userId} is not null`,
      ),
    )
    .limit(1);
  return row?.userId ?? undefined;
}

/** Binds a voucher to the member who logged in with it. */
export async function bindVoucher(tx: Tx, id: number, userId: number): Promise<void> {
  await tx
    .update(benefitVouchers)
    .set({ userId, updatedAt: new Date() })
    .where(eq(benefitVouchers.id, id));
}

/** The member's newest voucher in a channel (usable or not), for display. */
export async function latestVoucherOf(
  db: Db | Tx,
  userId: number,
  channelId: string,
): Promise<VoucherRow | undefined> {
  const [row] = await db
    .select()
    .from(benefitVouchers)
    .where(and(eq(benefitVouchers.userId, userId), eq(benefitVouchers.channelId, channelId)))
    .orderBy(desc(benefitVouchers.validUntil), desc(benefitVouchers.id))
    .limit(1);
  return row;
}

/** The member's vouchers with allowance left in their period, soonest to expire first. */
export async function usableVouchersOf(
  db: Db | Tx,
  userId: number,
  channelId: string,
  now: Date,
  lock = false,
): Promise<VoucherRow[]> {
  const query = db
    .select()
    .from(benefitVouchers)
    .where(
      and(
        eq(benefitVouchers.userId, userId),
        eq(benefitVouchers.channelId, channelId),
        isNull(benefitVouchers.usedAt),
        gt(benefitVouchers.remaining, 0),
        gt(benefitVouchers.validUntil, now),
        sql`${benefitVouchers.validFrom} <= ${now}`,
      ),
    )
    .orderBy(benefitVouchers.validUntil, benefitVouchers.id);
  return lock ? query.for('update') : query;
}

/** Takes `amount` from a voucher for an order; marks it used when nothing is left. */
export async function spendFromVoucher(
  tx: Tx,
  row: VoucherRow,
  orderId: number,
  amount: number,
  now: Date,
): Promise<void> {
  const remaining = row.remaining - amount;
  await tx
    .update(benefitVouchers)
    .set({ remaining, usedAt: remaining <= 0 ? now : null, updatedAt: now })
    .where(eq(benefitVouchers.id, row.id));
  await tx.insert(benefitVoucherUses).values({ voucherId: row.id, orderId, amount });
}

/** What an order spent of vouchers and has not had back yet. */
export async function unreturnedUsesOf(
  tx: Tx,
  orderId: number,
): Promise<{ id: number; voucherId: number; amount: number }[]> {
  return tx
    .select({
      id: benefitVoucherUses.id,
      voucherId: benefitVoucherUses.voucherId,
      amount: benefitVoucherUses.amount,
    })
    .from(benefitVoucherUses)
    .where(and(eq(benefitVoucherUses.orderId, orderId), isNull(benefitVoucherUses.returnedAt)));
}

/** Locks vouchers by id in the decision's order (soonest to expire first), so the two never deadlock. */
export async function lockVouchers(tx: Tx, ids: number[]): Promise<VoucherRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(benefitVouchers)
    .where(inArray(benefitVouchers.id, ids))
    .orderBy(asc(benefitVouchers.validUntil), asc(benefitVouchers.id))
    .for('update');
}

/** Gives `amount` back to a locked voucher (never above its allowance); it is usable again. */
export async function giveBackToVoucher(
  tx: Tx,
  row: VoucherRow,
  amount: number,
  now: Date,
): Promise<void> {
  await tx
    .update(benefitVouchers)
    .set({
      remaining: Math.min(row.allowance, row.remaining + amount),
      usedAt: null,
      updatedAt: now,
    })
    .where(eq(benefitVouchers.id, row.id));
}

/** Marks uses as given back, so no later cancellation returns them twice. */
export async function markUsesReturned(tx: Tx, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(benefitVoucherUses)
    .set({ returnedAt: now })
    .where(inArray(benefitVoucherUses.id, ids));
}

/** A voucher by id (a voucher session's own voucher), if any. */
export async function findVoucher(db: Db, id: number): Promise<VoucherRow | undefined> {
  const [row] = await db.select().from(benefitVouchers).where(eq(benefitVouchers.id, id)).limit(1);
  return row;
}

/** What a member's usable vouchers in a channel hold now: yen of points and item units. */
export async function memberAllowance(
  db: Db | Tx,
  userId: number,
  channelId: string,
  now = new Date(),
): Promise<Allowance> {
  const rows = await usableVouchersOf(db, userId, channelId, now);
  const sum = (kind: VoucherRow['kind']) =>
    rows.filter((r) => r.kind === kind).reduce((total, r) => total + r.remaining, 0);
  return { points: sum('points'), items: sum('items') };
}

/** The points allowance a member can spend now in a channel (yen, tax included; 0 without vouchers). */
export async function availableAllowance(
  db: Db | Tx,
  userId: number,
  channelId: string,
  now = new Date(),
): Promise<number> {
  return (await memberAllowance(db, userId, channelId, now)).points;
}

/** Inserts a shareholder's member row; answers its id. */
export async function insertShareholderMember(
  tx: Tx,
  values: typeof users.$inferInsert,
): Promise<number> {
  const [user] = await tx.insert(users).values(values).returning({ id: users.id });
  if (!user) throw new Error('shareholder member insert returned nothing');
  return user.id;
}
