import { atom } from 'nanostores';
import * as v from 'valibot';
import { listOf } from '../../../contract/shared/paging.schema';
import { http } from '../shared/http';

/** A payment method of the shop as the cart page names it (`GET /v1/payments`). */
export const PaymentMethodSchema = v.object({ id: v.number(), name: v.string() });
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;

/** The shop's payment methods; null until loaded (or when they could not be read). */
export const $paymentMethods = atom<PaymentMethod[] | null>(null);

/** What loading the payment methods depends on (tests bind a fake). */
export type PaymentMethodDeps = { fetchAll(): Promise<PaymentMethod[] | null> };

/** The loader bound to its dependencies: one call per page, a failure shows nothing. */
export function createPaymentMethodActions(deps: PaymentMethodDeps) {
  let loaded: Promise<void> | undefined;
  return {
    loadPaymentMethods(): Promise<void> {
      loaded ??= deps
        .fetchAll()
        .then((list) => $paymentMethods.set(list))
        .catch(() => $paymentMethods.set(null));
      return loaded;
    },
  };
}

/** Loads the shop's payment methods once, for the cart page. */
export const loadPaymentMethods = createPaymentMethodActions({
  fetchAll: async () => {
    const res = await http.get('/v1/payments', { session: false });
    return res.ignored ? null : v.parse(listOf(PaymentMethodSchema), res.data).data;
  },
}).loadPaymentMethods;
