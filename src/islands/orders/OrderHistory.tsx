import { useStore } from '@nanostores/react';
import { CARRIER_MESSAGES as C } from '../../../contract/orders/carriers.messages';
import { ORDER_MESSAGES as M } from '../../../contract/orders/orders.messages';
import { PUNCTUATION } from '../../../contract/shared/common.messages';
import { formatYen } from '../../../contract/shared/money';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { formatDate, orderPath, statusLabel } from '../../lib/orders/orders.model';
import { $orders, loadOrders } from '../../lib/orders/orders.store';
import PagedList from '../shared/PagedList';
import { usePagedList } from '../shared/usePagedList';

/** /mypage/order_history/: the member's orders, newest first, 10 a page, with the total of all orders. */
export default function OrderHistory({ settings }: { settings: GuardSettings }) {
  const ready = usePagedList(settings, loadOrders);
  const list = useStore($orders);
  return (
    <PagedList
      ready={ready}
      list={list}
      text={M}
      basePath="/mypage/order_history/"
      empty={
        <div className="orders-empty">
          <p>{M.empty}</p>
          <a className="btn" href="/product/">
            {M.browse}
          </a>
        </div>
      }
      head={
        <div className="orders-summary">
          <p className="orders-summary__count">{M.total(list.total)}</p>
          <p className="orders-summary__sum">
            <span>{M.allOrdersTotal}</span>
            <strong>{formatYen(list.allTotal)}</strong>
          </p>
        </div>
      }
    >
      <ul className="order-cards" aria-label={M.listLabel}>
        {list.items.map((o) => (
          <li key={o.id} className={`order-card order-card--${o.status}`}>
            <div className="order-card__head">
              <span className="order-card__no">
                {M.orderNo} {o.order_no}
              </span>
              <span className={`order-status order-status--${o.status}`}>
                {statusLabel(o.status)}
              </span>
            </div>
            <dl className="order-card__facts">
              <div>
                <dt>{M.orderedAt}</dt>
                <dd>
                  <time dateTime={o.ordered_at}>{formatDate(o.ordered_at)}</time>
                </dd>
              </div>
              <div>
                <dt>{M.totalPayment}</dt>
                <dd>{formatYen(o.total_payment)}</dd>
              </div>
              <div>
                <dt>{M.paymentMethod}</dt>
                <dd>{o.payment_name}</dd>
              </div>
              <div>
                <dt>{M.shipments}</dt>
                <dd>
                  {o.shippings.length === 0
                    ? M.unspecified
                    : o.shippings.map((s) => (
                        <span key={s.label} className="order-card__ship">
                          {s.name} {s.address}
                          {s.delivery_date &&
                            PUNCTUATION.paren(`${M.deliveryDate} ${formatDate(s.delivery_date)}`)}
                          {s.tracking_url && s.carrier_name && s.tracking_no && (
                            <a
                              className="order-card__tracking"
                              href={s.tracking_url}
                              target="_blank"
                              rel="noopener noreferrer"
                            >
                              {C.trackingLink(s.carrier_name, s.tracking_no)}
                            </a>
                          )}
                        </span>
                      ))}
                </dd>
              </div>
            </dl>
            <a
              className="btn btn--ghost btn--small order-card__link"
              href={orderPath(o.id)}
              aria-label={M.toDetailLabel(o.order_no)}
            >
              {M.toDetail}
            </a>
          </li>
        ))}
      </ul>
    </PagedList>
  );
}
