import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect } from 'react';
import { ORDER_MESSAGES as M } from '../../../contract/orders/orders.messages';
import type { GuardSettings } from '../../lib/auth/auth-guards';
import { formatDateTime } from '../../lib/mypage/history-list.model';
import { cancelWarning, formatDate, statusLabel } from '../../lib/orders/orders.model';
import { $buyAgain, $justCancelled, $order, openOrderAt } from '../../lib/orders/orders.store';
import { useGuard } from '../auth/useGuard';
import Loading from '../shared/Loading';
import GiftLink from '../social-gift/GiftLink';
import BuyAgain from './BuyAgain';
import CancelPanel from './CancelPanel';
import OrderContents from './OrderContents';
import OrderMemos from './OrderMemos';

/**
 * /mypage/order_history/{key}/: one order in full, its cancellation and memos. `children` (static
 * HTML from the page, e.g. the receipt section) is shown after the totals.
 */
export default function OrderDetail({
  settings,
  children,
}: {
  settings: GuardSettings;
  children?: ReactNode;
}) {
  const ready = useGuard('login-only', settings);
  const state = useStore($order);
  const justCancelled = useStore($justCancelled);
  const buying = useStore($buyAgain).status === 'busy';
  useEffect(() => {
    if (ready) void openOrderAt(window.location.pathname);
  }, [ready]);
  if (!ready || state.status === 'loading') return <Loading text={M.loading} />;
  if (state.status !== 'ready') {
    return (
      <p className="message message--error" role="alert">
        {state.status === 'missing' ? M.notFound : M.loadFailed}
      </p>
    );
  }
  const { order } = state;
  const warning = cancelWarning(order.cancel_only_ecd_key);
  return (
    <div className="order-detail">
      <dl className="order-detail__facts">
        <div>
          <dt>{M.orderNo}</dt>
          <dd>{order.order_no}</dd>
        </div>
        <div>
          <dt>{M.orderedAt}</dt>
          <dd>
            <time dateTime={order.ordered_at}>{formatDate(order.ordered_at)}</time>
          </dd>
        </div>
        <div>
          <dt>{M.status}</dt>
          <dd>
            <span className={`order-status order-status--${order.status}`}>
              {statusLabel(order.status)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{M.paymentMethod}</dt>
          <dd>{order.payment_name}</dd>
        </div>
        {order.cancelled_at && (
          <div>
            <dt>{M.cancelledAt}</dt>
            <dd>{formatDateTime(order.cancelled_at)}</dd>
          </div>
        )}
        {order.cancel_reason && (
          <div>
            <dt>{M.cancelReasonLabel}</dt>
            <dd>{order.cancel_reason}</dd>
          </div>
        )}
      </dl>
      {order.social_gift && <GiftLink gift={order.social_gift} />}
      {justCancelled && (
        <p className="message message--success" role="status">
          {M.cancelDone}
        </p>
      )}
      {warning && (
        <p className="message message--warning" role="status">
          {warning}
        </p>
      )}
      <BuyAgain />
      <OrderContents order={order} busy={buying} />
      {children}
      {order.is_cancellable && <CancelPanel />}
      <OrderMemos memos={order.memos} />
    </div>
  );
}
