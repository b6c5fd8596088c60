import { useEffect, useState } from 'react';
import type { PlacedOrder } from '../../../contract/checkout/checkout.schema';
import { CHECKOUT_UI as UI } from '../../../contract/checkout/checkout-screens.messages';
import { formatYen } from '../../../contract/shared/money';
import { loadLastOrder } from '../../lib/checkout/checkout.store';
import Loading from '../shared/Loading';
import GiftLink from '../social-gift/GiftLink';
import PlacedOptions from './PlacedOptions';
import PlacedShipments from './PlacedShipments';

/** /cart/complete/: the order number, the e-mail note and, for bank transfer, where to pay. */
export default function OrderComplete() {
  const [order, setOrder] = useState<PlacedOrder | null | undefined>(undefined);
  useEffect(() => {
    loadLastOrder().then(setOrder);
  }, []);

  if (order === undefined) return <Loading text={UI.loading} />;
  if (!order) return <p>{UI.noOrder}</p>;
  const bank = order.bank_account;
  return (
    <div className="checkout-complete">
      <p className="checkout-complete__thanks">{UI.thanks}</p>
      <dl className="checkout-complete__no">
        <dt>{UI.orderNo}</dt>
        <dd>{order.order_no}</dd>
      </dl>
      <p>{UI.mailSent(order.email)}</p>
      <dl className="checkout-bank">
        <dt>{UI.payment}</dt>
        <dd>{order.payment_name}</dd>
        <dt>{UI.total}</dt>
        <dd>{formatYen(order.total_payment)}</dd>
      </dl>
      {order.social_gift && <GiftLink gift={order.social_gift} />}
      <PlacedShipments order={order} />
      <PlacedOptions order={order} />
      {bank && (
        <section className="checkout-section" aria-labelledby="bank-title">
          <h2 id="bank-title">{UI.bankTitle}</h2>
          <dl className="checkout-bank">
            <dt>{UI.bankName}</dt>
            <dd>{bank.bank}</dd>
            <dt>{UI.bankBranch}</dt>
            <dd>{bank.branch}</dd>
            <dt>{UI.bankNumber}</dt>
            <dd>{`${bank.type} ${bank.number}`}</dd>
            <dt>{UI.bankHolder}</dt>
            <dd>{bank.holder}</dd>
          </dl>
          <p>{UI.bankDue(bank.due_days)}</p>
        </section>
      )}
    </div>
  );
}
