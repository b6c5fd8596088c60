import { CHECKOUT_MESSAGES as M } from '../../../../contract/checkout/checkout.messages';
import type { Payment } from '../../../../contract/checkout/checkout.schema';
import type { PaymentProviderSettings } from '../../../../contract/payments/payments.schema';
import { formatYen } from '../../../../contract/shared/money';
import type { payments } from '../../../db/schema/index';
import type { PaymentSetup } from './payment-setup';

/** A payment method row. */
export type PaymentRow = typeof payments.$inferSelect;

/** Who is buying and how much, as payment rules need it. */
export type Buyer = { isBusiness: boolean; creditLimit: number | null };

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

/** The public view of the card provider setup (no credentials). */
export function toPaymentProviderSettings(setup?: PaymentSetup): PaymentProviderSettings {
  return { provider: setup?.provider ?? null, test_mode: setup?.testMode ?? false };
}
