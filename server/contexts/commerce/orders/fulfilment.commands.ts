import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db, Tx } from '../../../db/client';
import type { orders } from '../../../db/schema/index';
import { ApiException } from '../../../http/errors';
import { enqueueMail } from '../../../jobs/mail';
import { audience } from '../../../services/mail/mail-rules';
import { postSystemMessage } from '../../member-pages/api';
import { giftShipRefusal, mailLinksOnPayment, markGiftsShipped } from '../social-gift/index';
import { FULFILMENT_MESSAGES as M } from './fulfilment.messages';
import {
  lockOrderForRecord,
  type OrderRef,
  setOrderPaid,
  setOrderShipped,
} from './fulfilment.queries';

/** What the shop's shipping and payment records answer. */
export type FulfilmentState = {
  id: number;
  order_no: string;
  status: string;
  paid_at: string | null;
  shipped_at: string | null;
};

const refuse = (message: string) =>
  new ApiException(422, ERROR_CODES.validation, { order: [message] }, message);

/** An order by its id or its order number (`OK-…`), as the shop's tools name it. */
export type { OrderRef } from './fulfilment.queries';

/** The order with its payment kind and shop name, locked for the record (404 when missing). */
async function lockOrder(tx: Tx, ref: OrderRef) {
  const row = await lockOrderForRecord(tx, ref);
  if (!row) throw new ApiException(404, ERROR_CODES.notFound);
  return row;
}

type Shipping = Record<string, unknown> & { shippedAt?: string };

const stateOf = (o: typeof orders.$inferSelect): FulfilmentState => ({
  id: o.id,
  order_no: o.orderNo,
  status: o.status,
  paid_at: o.paidAt?.toISOString() ?? null,
  shipped_at: ((o.shippings ?? [])[0] as Shipping | undefined)?.shippedAt ?? null,
});

/** Tells the buyer: a mail to the order's address and, for a member, a message-centre message. */
async function tellShipped(tx: Tx, o: typeof orders.$inferSelect, shop: string): Promise<void> {
  const name = `${o.orderer?.last_name ?? ''} ${o.orderer?.first_name ?? ''}`.trim();
  if (o.email) {
    await enqueueMail(tx, {
      ...audience('order_shipped', o.userId),
      to: o.email,
      subject: M.shippedSubject(o.orderNo),
      text: M.shippedMail({ name, orderNo: o.orderNo, shop }),
    });
  }
  if (o.userId !== null) {
    const message = {
      title: M.shippedTitle,
      body: M.shippedBody(o.orderNo),
      kind: 'order' as const,
    };
    await postSystemMessage(tx as unknown as Db, o.userId, message);
  }
}

/**
 * `POST /v1/admin/orders/{id}/ship`: every shipment of the order leaves the warehouse. Refused
 * (422, nothing changed) for a cancelled or shipped order, an unpaid bank transfer, or a social
 * gift whose recipient has not accepted; the gift then reads 発送済み.
 */
export async function shipOrder(db: Db, ref: OrderRef, now = new Date()): Promise<FulfilmentState> {
  return db.transaction(async (tx) => {
    const { order, paymentKind, shop } = await lockOrder(tx, ref);
    if (order.status === 'cancelled') throw refuse(M.cancelled);
    if (order.status !== 'new') throw refuse(M.alreadyShipped);
    if (paymentKind === 'bank' && order.paidAt === null) throw refuse(M.unpaid);
    const gift = await giftShipRefusal(tx, order.id);
    if (gift) throw refuse(gift);
    const shippedAt = now.toISOString();
    const shippings = (order.shippings ?? []).map((s) => ({ ...s, shippedAt }));
    const saved = await setOrderShipped(tx, order.id, shippings, now);
    await markGiftsShipped(tx, order.id, now);
    await tellShipped(tx, order, shop);
    return stateOf(saved ?? order);
  });
}

/**
 * `POST /v1/admin/orders/{id}/paid`: the shop received a bank transfer. Records `paid_at` once
 * (the receipt can then be issued) and mails a social gift's link in the same transaction.
 */
export async function recordPayment(
  db: Db,
  ref: OrderRef,
  now = new Date(),
): Promise<FulfilmentState> {
  return db.transaction(async (tx) => {
    const { order, paymentKind, shop } = await lockOrder(tx, ref);
    if (order.status === 'cancelled') throw refuse(M.cancelled);
    if (paymentKind === 'card') throw refuse(M.notTransfer);
    if (order.paidAt !== null) throw refuse(M.alreadyPaid);
    const saved = await setOrderPaid(tx, order.id, now);
    await mailLinksOnPayment(tx, order, shop, now);
    return stateOf(saved ?? order);
  });
}
