import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { CARRIER_MESSAGES } from '../../../contract/orders/carriers.messages';
import { CARRIERS } from '../../../contract/orders/carriers.model';
import { formatPhone } from '../../../contract/shared/phone';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { Field, Notice } from '../shared/Field';
import { formatDateTime, formatYen } from '../shared/format.model';
import { routeHref } from '../shared/router.model';
import { ScreenTitle } from '../shared/Screen';
import { SHARED_MESSAGES as SHARED } from '../shared/shared.messages';
import { StatusTag } from './OrderList';
import { ORDERS_MESSAGES as M } from './orders.messages';
import { type OrderRecord, paymentState } from './orders.model';
import {
  $order,
  addOrderMemo,
  cancelOrder,
  downloadDeliverySlip,
  markOrderPaid,
  openOrder,
  shipOrderShipment,
} from './orders.store';
import { ShipmentChange } from './ShipmentChange';

type Shipment = OrderRecord['shipments'][number];

/** 受注詳細: the order whole, its actions (each confirmed first) and what another operator changed. */
export function OrderScreen(props: { id: number }) {
  const state = useStore($order);
  useEffect(() => {
    void openOrder(props.id);
  }, [props.id]);
  const order = state.record;
  return (
    <section className="stack">
      <p>
        <a href={routeHref({ name: 'orders' })}>{M.backToList}</a>
      </p>
      {order ? (
        <ScreenTitle>{M.detailTitle(order.order_no)}</ScreenTitle>
      ) : (
        <ScreenTitle>{M.listTitle}</ScreenTitle>
      )}
      {state.conflict && (
        <Notice kind="error">
          <strong>{M.conflict}</strong>
          <br />
          {state.conflict}
          <br />
          {M.reloaded}
        </Notice>
      )}
      {state.error && <Notice kind="error">{state.error}</Notice>}
      {state.notice && <Notice kind="success">{state.notice}</Notice>}
      {!order && state.busy && <p className="loading">{SHARED.loading}</p>}
      {order && <OrderWhole order={order} busy={state.busy} />}
    </section>
  );
}

function OrderWhole(props: { order: OrderRecord; busy: boolean }) {
  const { order } = props;
  return (
    <>
      <div className="panel stack">
        <h2 className="panel-title">{M.actions}</h2>
        <dl className="facts">
          <Fact label={M.colStatus}>
            <StatusTag
              status={order.status}
              unpaid={
                order.payment.kind === 'bank' && !order.paid_at && order.status !== 'cancelled'
              }
            />
          </Fact>
          <Fact label={M.orderedAt}>{formatDateTime(order.ordered_at)}</Fact>
          <Fact label={M.payment}>{order.payment.name}</Fact>
          {order.paid_at && <Fact label={M.paidAt}>{formatDateTime(order.paid_at)}</Fact>}
          {order.cancelled_at && (
            <Fact label={M.cancelledAt}>{formatDateTime(order.cancelled_at)}</Fact>
          )}
          {order.cancel_reason && <Fact label={M.cancelReason}>{order.cancel_reason}</Fact>}
        </dl>
        <div className="row-actions">
          {order.can.mark_paid && <MarkPaid order={order} busy={props.busy} />}
          {order.can.cancel && <CancelOrder order={order} busy={props.busy} />}
        </div>
        {!order.can.mark_paid && !order.can.cancel && !order.can.ship && (
          <p className="sub">{M.noActions}</p>
        )}
      </div>
      <div className="panel stack">
        <h2 className="panel-title">{M.shipments}</h2>
        {order.shipments.map((s) => (
          <ShipmentCard key={s.key} order={order} shipment={s} busy={props.busy} />
        ))}
      </div>
      <div className="panel stack">
        <h2 className="panel-title">{M.orderer}</h2>
        <dl className="facts">
          <Fact label={M.orderer}>
            {order.orderer.name}（{order.orderer.kana}）
          </Fact>
          <Fact label={M.email}>{order.orderer.email}</Fact>
          <Fact label={M.phone}>{formatPhone(order.orderer.phone)}</Fact>
          <Fact label={M.address}>
            {order.orderer.postal_code} {order.orderer.address}
          </Fact>
          <Fact label={M.member}>
            {order.member ? `${order.member.name}（${order.member.email}）` : M.guest}
          </Fact>
          {order.remarks && <Fact label={M.remarks}>{order.remarks}</Fact>}
        </dl>
      </div>
      <Lines order={order} />
      <Money order={order} />
      <Memos order={order} busy={props.busy} />
      <History order={order} />
    </>
  );
}

function Fact(props: { label: string; children: React.ReactNode }) {
  return (
    <div className="fact">
      <dt>{props.label}</dt>
      <dd>{props.children}</dd>
    </div>
  );
}

function MarkPaid(props: { order: OrderRecord; busy: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button-primary" onClick={() => setOpen(true)}>
        {M.markPaid}
      </button>
      <ConfirmDialog
        open={open}
        title={M.markPaidTitle}
        confirmLabel={M.markPaid}
        busy={props.busy}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          void markOrderPaid();
        }}
      >
        <p>{M.markPaidBody(props.order.order_no)}</p>
      </ConfirmDialog>
    </>
  );
}

function CancelOrder(props: { order: OrderRecord; busy: boolean }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <>
      <button type="button" className="button button-danger" onClick={() => setOpen(true)}>
        {M.cancelOrder}
      </button>
      <ConfirmDialog
        open={open}
        title={M.cancelTitle}
        confirmLabel={M.cancelOrder}
        danger
        busy={props.busy || reason.trim() === ''}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          void cancelOrder(reason).then((done) => done && setReason(''));
        }}
      >
        <p>{M.cancelBody(props.order.order_no, props.order.card !== null)}</p>
        <Field label={M.cancelReason_} required>
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
      </ConfirmDialog>
    </>
  );
}

function ShipmentCard(props: { order: OrderRecord; shipment: Shipment; busy: boolean }) {
  const s = props.shipment;
  return (
    <section className="shipment stack" aria-label={s.label}>
      <h3 className="panel-subtitle">{s.label}</h3>
      <dl className="facts">
        <Fact label={M.address}>
          {s.name} {s.postal_code} {s.address} {formatPhone(s.phone)}
        </Fact>
        <Fact label={M.deliveryDate}>
          {s.delivery_date ?? M.unspecified} {s.delivery_time_label ?? ''}
        </Fact>
        {s.social_gift && <Fact label={M.socialGift}>{M.socialGift}</Fact>}
        {s.wrapping && <Fact label={M.wrapping}>{s.wrapping}</Fact>}
        {s.noshi && (
          <Fact label={M.noshi}>
            {s.noshi}
            {s.noshi_name ? `（${s.noshi_name}）` : ''}
          </Fact>
        )}
        <Fact label={M.lines}>
          {s.lines.map((l) => `${l.name} ${l.variant_name} × ${l.quantity}`).join('、')}
        </Fact>
        <Fact label={M.shippedAt}>
          {s.shipped_at ? (
            <>
              {formatDateTime(s.shipped_at)} {s.carrier && CARRIER_MESSAGES.names[s.carrier]}{' '}
              {s.tracking_no}{' '}
              {s.tracking_url && (
                <a href={s.tracking_url} target="_blank" rel="noopener noreferrer">
                  {M.trackingLink}
                </a>
              )}
            </>
          ) : (
            M.notShipped
          )}
        </Fact>
      </dl>
      <div className="row-actions">
        <button
          type="button"
          className="button"
          aria-label={M.deliverySlipLabel(s.label)}
          onClick={() => void downloadDeliverySlip(s.key)}
        >
          {M.deliverySlip}
        </button>
      </div>
      {!s.shipped_at && props.order.can.ship && <ShipForm shipment={s} busy={props.busy} />}
      {!s.shipped_at && props.order.status === 'new' && !s.social_gift && (
        <ShipmentChange shipment={s} busy={props.busy} />
      )}
    </section>
  );
}

function ShipForm(props: { shipment: Shipment; busy: boolean }) {
  const [carrier, setCarrier] = useState<string>('yamato');
  const [trackingNo, setTrackingNo] = useState('');
  const [open, setOpen] = useState(false);
  const carrierLabel = CARRIER_MESSAGES.names[carrier as (typeof CARRIERS)[number]] ?? carrier;
  return (
    <form
      className="ship-form"
      onSubmit={(event) => {
        event.preventDefault();
        setOpen(true);
      }}
    >
      <Field label={M.carrier}>
        {(control) => (
          <select
            {...control}
            className="input"
            value={carrier}
            onChange={(event) => setCarrier(event.target.value)}
          >
            {CARRIERS.map((c) => (
              <option key={c} value={c}>
                {CARRIER_MESSAGES.names[c]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={M.trackingNo} hint={M.trackingHint} required>
        {(control) => (
          <input
            {...control}
            className="input"
            inputMode="text"
            autoComplete="off"
            value={trackingNo}
            onChange={(event) => setTrackingNo(event.target.value)}
          />
        )}
      </Field>
      <button
        type="submit"
        className="button button-primary"
        disabled={props.busy || trackingNo.trim() === ''}
      >
        {M.ship}
      </button>
      <ConfirmDialog
        open={open}
        title={M.shipTitle(props.shipment.label)}
        confirmLabel={M.ship}
        busy={props.busy}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          void shipOrderShipment(props.shipment.key, carrier, trackingNo);
        }}
      >
        <p>{M.shipBody(carrierLabel, trackingNo)}</p>
      </ConfirmDialog>
    </form>
  );
}

function Lines(props: { order: OrderRecord }) {
  return (
    <div className="panel stack">
      <h2 className="panel-title">{M.lines}</h2>
      <ul className="plain-list">
        {props.order.lines.map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own here; their order is fixed.
          <li key={i}>
            {l.name} {l.variant_name} × {l.quantity}（{formatYen(l.unit_price)}・{l.tax_rate}%）
            {l.accessory_of && <span className="sub">{M.accessoryOf(l.accessory_of)}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Money(props: { order: OrderRecord }) {
  const { order } = props;
  return (
    <div className="panel stack">
      <h2 className="panel-title">{M.money}</h2>
      <dl className="facts">
        {Object.entries(order.totals).map(([key, value]) => (
          <Fact key={key} label={M.totals[key] ?? key}>
            {formatYen(value)}
          </Fact>
        ))}
        {order.coupon_code && <Fact label={M.coupon}>{order.coupon_code}</Fact>}
        {order.points_used > 0 && <Fact label={M.points}>{order.points_used}</Fact>}
        <Fact label={M.paymentState}>
          {paymentState(order)}
          {order.refund && (
            <span className="sub">
              {' '}
              {M.refund(order.refund.idempotency_key)} {formatYen(order.refund.amount)}
            </span>
          )}
        </Fact>
      </dl>
    </div>
  );
}

function Memos(props: { order: OrderRecord; busy: boolean }) {
  const [body, setBody] = useState('');
  return (
    <div className="panel stack">
      <h2 className="panel-title">{M.memos}</h2>
      {props.order.memos.length === 0 ? (
        <p className="sub">{M.noMemos}</p>
      ) : (
        <ul className="plain-list">
          {props.order.memos.map((m) => (
            <li key={m.id}>
              <span className="sub">
                {formatDateTime(m.created_at)} {m.author}
              </span>
              <br />
              {m.body}
            </li>
          ))}
        </ul>
      )}
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          void addOrderMemo(body).then((done) => done && setBody(''));
        }}
      >
        <Field label={M.memoLabel}>
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={2}
              value={body}
              onChange={(event) => setBody(event.target.value)}
            />
          )}
        </Field>
        <div>
          <button type="submit" className="button" disabled={props.busy || body.trim() === ''}>
            {M.addMemo}
          </button>
        </div>
      </form>
    </div>
  );
}

function History(props: { order: OrderRecord }) {
  return (
    <div className="panel stack">
      <h2 className="panel-title">{M.history}</h2>
      <ol className="plain-list">
        {props.order.history.map((h, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the history is append-only and in time order.
          <li key={i}>
            <span className="nowrap">{formatDateTime(h.at)}</span> {M.events[h.kind] ?? h.kind}
            {h.actor && <span className="sub">（{h.actor}）</span>}
            {typeof h.detail.tracking_no === 'string' && <span> {h.detail.tracking_no}</span>}
            {typeof h.detail.reason === 'string' && <span> {h.detail.reason}</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}
