import { asc, desc, eq } from 'drizzle-orm';
import { CHECKOUT_MESSAGES as M } from '../../../src/lib/checkout/checkout.messages';
import type { Payment } from '../../../src/lib/checkout/checkout.schema';
import { formatYen } from '../../../src/lib/shared/money';
import type { Db, Tx } from '../../db/client';
import { payments, userCards, users } from '../../db/schema/index';
import type { PaymentRow } from './checkout.pricing';

/** Who is buying and how much, as payment rules need it. */
export type Buyer = { isBusiness: boolean; creditLimit: number | null };

/** All payment methods in display order. */
export function listPayments(db: Db | Tx): Promise<PaymentRow[]> {
  return db.select().from(payments).orderBy(asc(payments.sort), asc(payments.id));
}

/** The buying member's payment facts; a guest is neither business nor has credit. */
export async function loadBuyer(db: Db | Tx, userId: number | null): Promise<Buyer> {
  if (!userId) return { isBusiness: false, creditLimit: null };
  const [row] = await db
    .select({ isBusiness: users.isBusiness, creditLimit: users.creditLimit })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? { isBusiness: false, creditLimit: null };
}

/** Why a payment cannot be used for an order of `total` (tax included), or null when it can. */
export function unavailableReason(payment: PaymentRow, total: number, buyer: Buyer): string | null {
  if (payment.isBusinessOnly && !buyer.isBusiness) return M.paymentBusinessOnly;
  const limit =
    payment.kind === 'invoice' ? (buyer.creditLimit ?? payment.limitAmount) : payment.limitAmount;
  if (limit !== null && total > limit) return M.paymentLimit(formatYen(limit));
  return null;
}

/** A payment as the API shows it, with whether this cart may use it. */
export function toPayment(payment: PaymentRow, reason: string | null): Payment {
  return {
    id: payment.id,
    code: payment.code,
    name: payment.name,
    fee: payment.fee,
    description: payment.description,
    kind: payment.kind,
    limit_amount: payment.limitAmount,
    is_available: reason === null,
    unavailable_reason: reason,
  };
}

/** A member's saved cards (display data only), main card first. */
export async function savedCards(db: Db | Tx, userId: number) {
  const rows = await db
    .select()
    .from(userCards)
    .where(eq(userCards.userId, userId))
    .orderBy(desc(userCards.isMain), asc(userCards.id));
  return rows.map((r) => ({
    id: r.id,
    brand: r.brand,
    last4: r.last4,
    expiration: r.expiration,
    is_main: r.isMain,
  }));
}
