import { useEffect } from 'react';
import { CART_MESSAGES as M } from '../../../contract/cart/cart.messages';
import { $paymentMethods, loadPaymentMethods } from '../../lib/cart/payment-methods.store';
import { useHydratedStore } from '../shared/useHydratedStore';

/** The shop's payment methods under the cart's totals (`GET /v1/payments`), before checkout. */
export default function AcceptedPayments() {
  const methods = useHydratedStore($paymentMethods);
  useEffect(() => {
    void loadPaymentMethods();
  }, []);
  if (!methods?.length) return null;
  return <p className="cart-totals__payments">{M.paymentMethods(methods.map((m) => m.name))}</p>;
}
