import { BACK_OFFICE_ORDER_MESSAGES as M } from '../../../../contract/orders/back-office-orders.messages';
import type { ShipBody } from '../../../../contract/orders/back-office-orders.schema';
import { CARRIER_MESSAGES } from '../../../../contract/orders/carriers.messages';
import {
  type Carrier,
  normaliseTrackingNo,
  trackingNoFits,
} from '../../../../contract/orders/carriers.model';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db, Tx } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import type { Actor } from '../../../http/types';
import { recordAudit } from '../../platform/api';
import { giftShipRefusal, mailLinksOnPayment, markGiftsShipped } from '../social-gift/index';
import { mailCancelled, mailPaid, mailShipped } from './order-mail.commands';
import { actorName, allShipped, shipmentsOf } from './order-record.model';
import {
  cardIntentOf,
  claimRefund,
  insertEvent,
  insertStaffMemo,
  lockOrderHead,
  type OrderHead,
  orderHead,
  updateOrder,
} from './order-record.queries';

/** Who acts and on which version of which order. */
export type ActionBase = { actor: Actor; id: number; version: number; now?: Date };

const refuse = (message: string) =>
  new ApiException(422, ERROR_CODES.validation, { order: [message] }, message);

/**
 * Locks the order and checks the action against it: 404 when missing; 409 when the screen's
 * version is not the order's (someone acted first; the message says why the action may no
 * longer apply); 422 when the order's state refuses it.
 */
async function lockFor(
  tx: Tx,
  base: ActionBase,
  refusal: (head: OrderHead) => string | null | Promise<string | null>,
): Promise<OrderHead> {
  const head = await lockOrderHead(tx, base.id);
  if (!head) throw new ApiException(404, ERROR_CODES.notFound);
  const why = await refusal(head);
  if (head.order.version !== base.version) {
    const message = why ? M.staleBecause(why) : M.stale;
    throw new ApiException(409, ERROR_CODES.versionConflict, undefined, message);
  }
  if (why) throw refuse(why);
  return head;
}

/** `POST /v1/admin/orders/{id}/mark-paid`: the shop received a bank transfer; mailed, audited, in the history. */
export function markPaid(db: Db, base: ActionBase): Promise<void> {
  const now = base.now ?? new Date();
  return db.transaction(async (tx) => {
    const { order, shop } = await lockFor(tx, base, ({ order, paymentKind }) => {
      if (order.status === 'cancelled') return M.cancelled;
      if (paymentKind !== 'bank') return M.notTransfer;
      return order.paidAt ? M.alreadyPaid : null;
    });
    const saved = (await updateOrder(tx, order.id, { paidAt: now })) ?? order;
    await mailLinksOnPayment(tx, order, shop, now);
    await insertEvent(tx, {
      orderId: order.id,
      kind: 'paid',
      actor: actorName(base.actor, M.tokenActor),
      at: now,
    });
    await recordAudit(tx, base.actor, {
      action: 'order.paid',
      recordType: 'order',
      recordId: order.id,
      before: { paid_at: null, version: order.version },
      after: { paid_at: now, version: saved.version },
    });
    await mailPaid(tx, saved, shop);
  });
}

/** Why shipment `key` of a locked order cannot leave now (cancelled, sent, unpaid, a gift waiting), or null. */
export async function shipRefusal(
  tx: Tx,
  { order, paymentKind }: OrderHead,
  key: string,
): Promise<string | null> {
  if (order.status === 'cancelled') return M.cancelled;
  const shipment = shipmentsOf(order).find((s) => s.key === key);
  if (!shipment) return M.shipmentUnknown;
  if (shipment.shippedAt || order.status !== 'new') return M.shipmentShipped;
  if (paymentKind === 'bank' && !order.paidAt) return M.unpaid;
  return shipment.socialGift ? await giftShipRefusal(tx, order.id) : null;
}

/** A normalised tracking number of its carrier's shape, or the 422 that names the field. */
export function checkedTrackingNo(carrier: Carrier, typed: string): string {
  const trackingNo = normaliseTrackingNo(typed);
  if (trackingNoFits(carrier, trackingNo)) return trackingNo;
  const message = CARRIER_MESSAGES.trackingShape[carrier];
  throw new ApiException(422, ERROR_CODES.validation, { tracking_no: [message] }, message);
}

/**
 * Ships shipment `key` of a locked order in the caller's transaction (checked with `shipRefusal`
 * first): the shipment records when, the carrier and the tracking number; the order reads
 * 発送済み once every shipment has left and from the first one can no longer be cancelled.
 * In the history, audited, mailed.
 */
export async function recordShipment(
  tx: Tx,
  actor: Actor,
  { order, shop }: OrderHead,
  key: string,
  tracking: { carrier: Carrier; trackingNo: string; now: Date },
): Promise<void> {
  const { carrier, trackingNo, now } = tracking;
  const shippedAt = now.toISOString();
  const keys = shipmentsOf(order).map((s) => s.key);
  const shippings = (order.shippings ?? []).map((s, i) =>
    keys[i] === key ? { ...s, shippedAt, carrier, trackingNo } : s,
  );
  const done = allShipped(shipmentsOf({ shippings }));
  const saved =
    (await updateOrder(tx, order.id, {
      shippings,
      isCancellable: false,
      ...(done ? { status: 'shipped' as const } : {}),
    })) ?? order;
  if (done) await markGiftsShipped(tx, order.id, now);
  const detail = { shipment: key, carrier, tracking_no: trackingNo };
  await insertEvent(tx, {
    orderId: order.id,
    kind: 'shipped',
    detail,
    actor: actorName(actor, M.tokenActor),
    at: now,
  });
  await recordAudit(tx, actor, {
    action: 'order.ship',
    recordType: 'order',
    recordId: order.id,
    before: { status: order.status, shipment: { key, shipped_at: null }, version: order.version },
    after: {
      status: saved.status,
      shipment: { ...detail, shipped_at: shippedAt },
      version: saved.version,
    },
  });
  await mailShipped(tx, saved, shop, carrier, trackingNo);
}

/**
 * `POST /v1/admin/orders/{id}/shipments/{key}/ship`: one shipment leaves with its carrier and
 * tracking number (checked against the carrier's shape), based on the screen's version.
 */
export function shipShipment(
  db: Db,
  base: ActionBase,
  key: string,
  body: Pick<ShipBody, 'carrier' | 'tracking_no'>,
): Promise<void> {
  const trackingNo = checkedTrackingNo(body.carrier, body.tracking_no);
  const now = base.now ?? new Date();
  return db.transaction(async (tx) => {
    const head = await lockFor(tx, base, (locked) => shipRefusal(tx, locked, key));
    await recordShipment(tx, base.actor, head, key, { carrier: body.carrier, trackingNo, now });
  });
}

/**
 * For `POST /v1/admin/orders/{id}/cancel`, inside its transaction: the order and its shop under the
 * order's lock, refused when cancelled already or when a shipment has been sent (409 for an
 * old version, 422 otherwise).
 */
export function lockShopCancellable(tx: Tx, base: ActionBase): Promise<OrderHead> {
  return lockFor(tx, base, ({ order }) => {
    if (order.status === 'cancelled') return M.cancelled;
    const sent = shipmentsOf(order).some((s) => s.shippedAt);
    return sent || order.status !== 'new' ? M.shippedNoCancel : null;
  });
}

/** A shop cancellation's refund, claimed once per order under its idempotency key. */
export type ShopRefund = { intentId: string; idempotencyKey: string } | null;

/**
 * Claims the refund of a card-paid order under its idempotency key (`refund:<order no>`, one per
 * order); 409 when it was claimed before. Answers null for an order not paid by card.
 */
export async function claimShopRefund(tx: Tx, order: OrderHead['order']): Promise<ShopRefund> {
  const intentId = await cardIntentOf(tx, order.id);
  if (!intentId) return null;
  const idempotencyKey = `refund:${order.orderNo}`;
  const claimed = await claimRefund(tx, {
    orderId: order.id,
    idempotencyKey,
    intentId,
    amount: order.totalPayment,
  });
  if (!claimed) throw new ApiException(409, ERROR_CODES.versionConflict, undefined, M.cancelled);
  return { intentId, idempotencyKey };
}

/** The reason a shop cancellation gives the order (as its cancel reason). */
export const shopCancelReason = (reason: string): string => M.staffReason(reason);

/**
 * After a shop cancellation released the order: the order's history (cancelled, refunded), the
 * audit row and the customer's mail, in the same transaction.
 */
export async function recordShopCancellation(
  tx: Tx,
  base: ActionBase,
  head: OrderHead,
  done: { reason: string; refund: ShopRefund },
): Promise<void> {
  const { order, shop } = head;
  const { reason, refund } = done;
  const now = base.now ?? new Date();
  const actor = actorName(base.actor, M.tokenActor);
  await insertEvent(tx, {
    orderId: order.id,
    kind: 'cancelled',
    detail: { reason },
    actor,
    at: now,
  });
  if (refund) {
    const detail = { idempotency_key: refund.idempotencyKey, amount: order.totalPayment };
    await insertEvent(tx, { orderId: order.id, kind: 'refunded', detail, actor, at: now });
  }
  await recordAudit(tx, base.actor, {
    action: 'order.cancel',
    recordType: 'order',
    recordId: order.id,
    before: { status: order.status, version: order.version },
    after: { status: 'cancelled', reason, refund: refund?.idempotencyKey ?? null },
  });
  await mailCancelled(tx, order, shop, reason, Boolean(refund));
}

/** `POST /v1/admin/orders/{id}/memos`: a staff note on the order (never shown to the customer), audited. */
export function addStaffMemo(db: Db, actor: Actor, id: number, body: string): Promise<void> {
  return db.transaction(async (tx) => {
    const head = await orderHead(tx, id);
    if (!head) throw new ApiException(404, ERROR_CODES.notFound);
    const author = actorName(actor, M.tokenActor);
    const staffId = actor.kind === 'staff' ? actor.staffId : null;
    const memo = await insertStaffMemo(tx, { orderId: id, staffId, author, body });
    await recordAudit(tx, actor, {
      action: 'order.memo',
      recordType: 'order',
      recordId: id,
      before: null,
      after: { memo_id: memo?.id, body },
    });
  });
}
