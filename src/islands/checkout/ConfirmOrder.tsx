import { useEffect, useState } from 'react';
import { CART_MESSAGES } from '../../../contract/cart/cart.messages';
import { deliveryLine } from '../../../contract/checkout/checkout.model';
import { CHECKOUT_UI as UI } from '../../../contract/checkout/checkout-screens.messages';
import { OPTION_MESSAGES } from '../../../contract/checkout/options.messages';
import { formatYen } from '../../../contract/shared/money';
import { $cart, loadCartIfAny } from '../../lib/cart/cart.store';
import { placeOrder, saveRemarks } from '../../lib/checkout/checkout.store';
import { recoverFailedPayment } from '../../lib/checkout/options.store';
import ErrorAlert from '../shared/ErrorAlert';
import { useBusy } from '../shared/useBusy';
import { useHydratedStore } from '../shared/useHydratedStore';
import GiftNote from '../social-gift/GiftNote';
import AddressBlock from './AddressBlock';
import CheckoutGate from './CheckoutGate';
import OrderSummary from './OrderSummary';
import PackingSummary, { AccessoryNote } from './PackingSummary';
import ShipmentsConfirm from './ShipmentsConfirm';
import TestPaymentNotice from './TestPaymentNotice';

function Section({
  title,
  edit,
  children,
}: {
  title: string;
  edit: string;
  children: React.ReactNode;
}) {
  return (
    <section className="checkout-section">
      <div className="checkout-section__head">
        <h2>{title}</h2>
        <a href={edit}>{UI.change}</a>
      </div>
      {children}
    </section>
  );
}

/** /cart/confirm/: everything the shopper is about to order, then 注文を確定する. */
export default function ConfirmOrder() {
  const cart = useHydratedStore($cart);
  const [remarks, setRemarks] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, whileBusy] = useBusy();

  useEffect(() => {
    loadCartIfAny().then(async () => {
      setRemarks($cart.get()?.detail.remarks ?? '');
      if (await recoverFailedPayment()) setMessage(OPTION_MESSAGES.paymentRetry);
    });
  }, []);

  async function confirm() {
    setMessage(null);
    // A placed order leaves the page: the button stays off until it goes.
    const result = await whileBusy(
      async () => {
        const saved =
          remarks !== ($cart.get()?.detail.remarks ?? '')
            ? await saveRemarks(remarks)
            : { ok: true as const };
        return saved.ok ? placeOrder() : saved;
      },
      (r) => r.ok,
    );
    if (!result.ok) setMessage(result.message);
  }

  return (
    <CheckoutGate cart={cart}>
      {(c) => {
        const ship = c.detail.shippings[0];
        return (
          <div className="checkout-confirm">
            {c.detail.card && <TestPaymentNotice />}
            <ErrorAlert text={message} />
            <Section title={UI.products} edit="/cart/">
              <ul className="checkout-lines">
                {c.detail.products.map((l) => (
                  <li key={l.key}>
                    <span>
                      {CART_MESSAGES.lineCount(
                        CART_MESSAGES.lineName(l.product_name, l.variant_name),
                        l.quantity,
                      )}
                      <AccessoryNote line={l} />
                    </span>
                    <span>{`${formatYen(l.amount_with_tax)}${CART_MESSAGES.taxIncludedAt(l.tax_rate)}`}</span>
                  </li>
                ))}
              </ul>
            </Section>
            <Section title={UI.orderer} edit="/cart/shipping-select/">
              {c.detail.orderer && (
                <AddressBlock
                  address={c.detail.orderer}
                  withKana
                  extra={[c.detail.orderer.phone_number, c.detail.orderer.email]}
                />
              )}
            </Section>
            {c.detail.shippings.length > 1 ? (
              <ShipmentsConfirm cart={c}>
                {(key) => <PackingSummary packings={c.detail.packings} shippingKey={key} />}
              </ShipmentsConfirm>
            ) : (
              <Section title={UI.shipTo} edit="/cart/shipping-select/">
                {ship?.social_gift && <GiftNote message={ship.social_gift.message} />}
                {ship?.address && (
                  <AddressBlock
                    address={ship.address}
                    withKana
                    extra={[ship.address.phone_number]}
                  />
                )}
                <p>{deliveryLine(ship ?? {})}</p>
                <PackingSummary packings={c.detail.packings} shippingKey={ship?.key} />
              </Section>
            )}
            <Section title={UI.payment} edit="/cart/payment/">
              <p>
                {c.payment_name}
                {c.detail.card && UI.cardOnFile(c.detail.card.brand, c.detail.card.last4)}
              </p>
            </Section>
            <div className="form-field">
              <label className="form-field__label" htmlFor="remarks">
                {UI.remarks}
              </label>
              <textarea
                id="remarks"
                className="form-field__input"
                rows={3}
                maxLength={500}
                value={remarks}
                onChange={(e) => setRemarks(e.target.value)}
              />
            </div>
            <OrderSummary order={c.detail.order} />
            <div className="form-actions checkout-actions">
              <button
                type="button"
                className="btn btn--accent btn--block"
                disabled={busy}
                aria-busy={busy}
                onClick={confirm}
              >
                {busy ? UI.placing : UI.placeOrder}
              </button>
              <a className="btn btn--ghost btn--block" href="/cart/payment/">
                {UI.back}
              </a>
            </div>
          </div>
        );
      }}
    </CheckoutGate>
  );
}
