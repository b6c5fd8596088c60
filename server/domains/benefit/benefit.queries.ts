import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { benefitVouchers, benefitVoucherUses } from '../../db/schema/index';
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
