import { BACK_OFFICE_ORDER_MESSAGES as M } from '../../../../contract/orders/back-office-orders.messages';
import type { ShipmentChangeBody } from '../../../../contract/orders/back-office-orders.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import { recordAudit, shopCalendarAt } from '../../platform/api';
import { storedAddress } from '../cart/index';
import { checkDelivery } from '../checkout/index';
import type { ActionBase } from './order-actions.commands';
import { mailShipmentChanged } from './order-mail.commands';
import { actorName, shipmentsOf } from './order-record.model';
import { insertEvent, lockOrderHead, updateOrder } from './order-record.queries';

type Stored = Record<string, unknown> & {
  address?: Record<string, string> | null;
  deliveryId?: number;
  deliveryDate?: string | null;
  deliveryTime?: string | null;
};

const conflict = (message: string) =>
  new ApiException(409, ERROR_CODES.versionConflict, undefined, message);

/** Why a shipment can no longer be changed (cancelled, shipped, a social gift), or null. */
function changeRefusal(order: Parameters<typeof shipmentsOf>[0] & { status: string }, key: string) {
  if (order.status === 'cancelled') return M.changeCancelled;
  const shipment = shipmentsOf(order).find((s) => s.key === key);
  if (!shipment) return null;
  if (shipment.shippedAt || order.status !== 'new') return M.changeShipped;
  return shipment.socialGift ? M.changeGift : null;
}

/** The address, date and slot a shipment has before and after the change. */
const deliveryFacts = (s: Stored) => ({
  address: s.address ?? null,
  delivery_date: s.deliveryDate ?? null,
  delivery_time: s.deliveryTime ?? null,
});

/**
 * `PATCH /v1/admin/orders/{id}/shipments/{key}`: a shipment's address, delivery date or slot
 * changed before it leaves. Under the order's lock: 404 for an unknown order or shipment, 409
 * once shipped or cancelled (with why) or when the screen's version is old, 422 for a date the
 * lead time or the shop calendar refuses (checkout's rule, from the new address's prefecture).
 * Audited with before and after, in the history, mailed to the customer.
 */
export function changeShipment(db: Db, base: ActionBase, key: string, body: ShipmentChangeBody) {
  const now = base.now ?? new Date();
  return db.transaction(async (tx) => {
    const head = await lockOrderHead(tx, base.id);
    if (!head) throw new ApiException(404, ERROR_CODES.notFound);
    const { order, shop } = head;
    const keys = shipmentsOf(order).map((s) => s.key);
    const index = keys.indexOf(key);
    const why = changeRefusal(order, key);
    if (why) throw conflict(order.version === base.version ? why : M.staleBecause(why));
    if (index < 0) throw new ApiException(404, ERROR_CODES.notFound);
    if (order.version !== base.version) throw conflict(M.stale);
    const before = (order.shippings?.[index] ?? {}) as Stored;
    const address = body.address ? storedAddress(body.address) : (before.address ?? null);
    const wanted = {
      delivery_id: Number(before.deliveryId),
      delivery_date:
        body.delivery_date !== undefined ? body.delivery_date : (before.deliveryDate ?? null),
      delivery_time:
        body.delivery_time !== undefined ? body.delivery_time : (before.deliveryTime ?? null),
    };
    const cal = await shopCalendarAt(tx, now);
    const { date, time } = checkDelivery(wanted, address?.prefecture ?? '', cal, now);
    const after: Stored = { ...before, address, deliveryDate: date, deliveryTime: time };
    const shippings = (order.shippings ?? []).map((s, i) => (i === index ? after : s));
    const saved = (await updateOrder(tx, order.id, { shippings })) ?? order;
    const change = { before: deliveryFacts(before), after: deliveryFacts(after) };
    await insertEvent(tx, {
      orderId: order.id,
      kind: 'shipment_changed',
      detail: { shipment: key, ...change.after },
      actor: actorName(base.actor, M.tokenActor),
      at: now,
    });
    await recordAudit(tx, base.actor, {
      action: 'order.shipment_change',
      recordType: 'order',
      recordId: order.id,
      before: { shipment: key, ...change.before, version: order.version },
      after: { shipment: key, ...change.after, version: saved.version },
    });
    const label = shipmentsOf(saved).find((s) => s.key === key);
    await mailShipmentChanged(tx, saved, shop, label ?? null);
  });
}
