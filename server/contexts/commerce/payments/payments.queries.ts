import { and, asc, desc, eq } from 'drizzle-orm';
import { isCardExpired } from '../../../../contract/cards/cards.model';
import type { Db, Tx } from '../../../db/client';
import { orderCardPayments, payments, userCards } from '../../../db/schema/index';
import { findMember } from '../../identity/api';
import type { Buyer, PaymentRow } from './payments.model';

/** All payment methods in display order. */
export function listPayments(db: Db | Tx): Promise<PaymentRow[]> {
  return db.select().from(payments).orderBy(asc(payments.sort), asc(payments.id));
}

/** The buying member's payment facts; a guest is neither business nor has credit. */
export async function loadBuyer(db: Db | Tx, userId: number | null): Promise<Buyer> {
  if (!userId) return { isBusiness: false, creditLimit: null };
  const member = await findMember(db, { id: userId });
  return member
    ? { isBusiness: member.isBusiness, creditLimit: member.creditLimit }
    : { isBusiness: false, creditLimit: null };
}

/** A member's saved cards that can still pay (display data only, expired cards left out), main card first. */
export async function savedCards(db: Db | Tx, userId: number, now = new Date()) {
  const rows = await db
    .select()
    .from(userCards)
    .where(eq(userCards.userId, userId))
    .orderBy(desc(userCards.isMain), asc(userCards.id));
  return rows
    .filter((r) => !isCardExpired(r.expiration, now))
    .map((r) => ({
      id: r.id,
      brand: r.brand,
      last4: r.last4,
      expiration: r.expiration,
      is_main: r.isMain,
    }));
}

/** One saved card of a member, if it is theirs. */
export async function findUserCard(tx: Db | Tx, userId: number, cardId: number) {
  const [saved] = await tx
    .select()
    .from(userCards)
    .where(and(eq(userCards.id, cardId), eq(userCards.userId, userId)))
    .limit(1);
  return saved;
}

/** Whether an order holds the card payment `intentId` (one order at most: the column is unique). */
export async function intentHeldByOrder(db: Db | Tx, intentId: string): Promise<boolean> {
  const [row] = await db
    .select({ orderId: orderCardPayments.orderId })
    .from(orderCardPayments)
    .where(eq(orderCardPayments.intentId, intentId))
    .limit(1);
  return row !== undefined;
}
