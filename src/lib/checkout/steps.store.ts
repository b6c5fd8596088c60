import { afterPaymentStep, afterShippingStep } from '../../../contract/checkout/checkout.model';
import type { OrdererInput, Payment } from '../../../contract/checkout/checkout.schema';
import type { PackingChoice } from '../../../contract/checkout/options.model';
import { recordMoment } from '../analytics/analytics.store';
import { $cart, type CartChange, loadCartIfAny } from '../cart/cart.store';
import type { ShippingChoice } from './checkout.api';
import { choosePayment, saveShippingStep } from './checkout.store';
import { markPaymentInProgress, savePacking } from './options.store';

/** A checkout step's outcome: where to go next, or the refusal to show (nothing typed is lost). */
export type StepResult = { ok: true; next: string } | Exclude<CartChange, { ok: true }>;

/** The shipping step opens: loads the cart and records begin_checkout. */
export async function openShippingStep(): Promise<void> {
  await loadCartIfAny();
  const cart = $cart.get();
  if (cart) recordMoment({ kind: 'cart', event: 'begin_checkout', cart });
}

/** What the shipping step sends: the orderer, the shipment, its packing, and whether to add another. */
export type ShippingStepInput = {
  orderer: OrdererInput;
  shipping: ShippingChoice;
  packing: PackingChoice;
  askedForMore: boolean;
};

/** Saves the orderer, the shipment and its packing in turn; says where to go next. */
export async function submitShippingStep(input: ShippingStepInput): Promise<StepResult> {
  const saved = await saveShippingStep(input.orderer, input.shipping);
  if (!saved.ok) return saved;
  const packed = await savePacking(input.packing);
  if (!packed.ok) return packed;
  const cart = $cart.get();
  recordMoment({
    kind: 'cart',
    event: 'add_shipping_info',
    cart,
    extra: { shipping_tier: String(input.shipping.delivery_id) },
  });
  return {
    ok: true,
    next: afterShippingStep(input.askedForMore, cart?.detail.shippings.length ?? 0),
  };
}

/** Chooses how to pay (a card as the provider's token or a saved card); says where to go next. */
export async function submitPaymentStep(
  method: Payment,
  card?: { card_token?: string; user_card_id?: number },
): Promise<StepResult> {
  const result = await choosePayment(method.id, card);
  if (!result.ok) return result;
  const cart = $cart.get();
  recordMoment({
    kind: 'cart',
    event: 'add_payment_info',
    cart,
    extra: { payment_type: method.name },
  });
  const action = method.kind === 'card' ? cart?.detail.card?.action_url : null;
  if (action) markPaymentInProgress();
  return { ok: true, next: afterPaymentStep(action) };
}
