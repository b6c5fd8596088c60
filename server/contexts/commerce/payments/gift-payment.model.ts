import { SOCIAL_GIFT_MESSAGES as M } from '../../../../contract/social-gift/social-gift.messages';

/** Payment kinds settled before shipping, the only ones a gift may be paid by. */
export const GIFT_PAYMENT_KINDS = new Set(['card', 'bank']);

/** Why a payment kind cannot pay for a gift cart (only payments settled before shipping), or null. */
export function giftPaymentReason(
  checkout: { shipping?: { socialGift?: unknown }; shipments?: { socialGift?: unknown }[] },
  paymentKind: string,
): string | null {
  const gift = [checkout.shipping, ...(checkout.shipments ?? [])].some((s) => s?.socialGift);
  if (!gift) return null;
  return GIFT_PAYMENT_KINDS.has(paymentKind) ? null : M.paymentNotAllowed;
}
