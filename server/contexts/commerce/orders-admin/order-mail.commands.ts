import { formatPostalCode } from '../../../../contract/checkout/checkout.model';
import { BACK_OFFICE_ORDER_MESSAGES as M } from '../../../../contract/orders/back-office-orders.messages';
import type { Carrier } from '../../../../contract/orders/carriers.model';
import { carrierName, trackingUrl } from '../../../../contract/orders/carriers.model';
import { FORMATS, postalAddressText } from '../../../../contract/shared/common.messages';
import type { Db, Tx } from '../../../db/client';
import { enqueueMail } from '../../../jobs/mail';
import { audience } from '../../../services/mail/mail-rules';
import { postSystemMessage } from '../../member-pages/api';
import type { PlacedShipment } from '../checkout/index';
import type { OrderRow } from './order-record.queries';

const nameOf = (o: OrderRow) =>
  `${o.orderer?.last_name ?? ''} ${o.orderer?.first_name ?? ''}`.trim();
const addressOf = (o: OrderRow) => o.email ?? o.orderer?.email ?? null;

// Each mail is queued in the action's transaction: it goes out only if the action commits.

/** Tells the customer their bank transfer arrived. */
export async function mailPaid(tx: Tx, order: OrderRow, shop: string): Promise<void> {
  const to = addressOf(order);
  if (!to) return;
  await enqueueMail(tx, {
    ...audience('order_paid', order.userId),
    to,
    subject: M.paidSubject(order.orderNo),
    text: M.paidMail({ name: nameOf(order), orderNo: order.orderNo, shop }),
  });
}

/** Tells the customer a shipment left, with the carrier's tracking page; a member also gets a message. */
export async function mailShipped(
  tx: Tx,
  order: OrderRow,
  shop: string,
  carrier: Carrier,
  trackingNo: string,
): Promise<void> {
  const to = addressOf(order);
  const name = carrierName(carrier);
  if (to) {
    await enqueueMail(tx, {
      ...audience('order_shipped', order.userId),
      to,
      subject: M.shippedSubject(order.orderNo),
      text: M.shippedMail({
        name: nameOf(order),
        orderNo: order.orderNo,
        shop,
        carrier: name,
        trackingNo,
        url: trackingUrl(carrier, trackingNo),
      }),
    });
  }
  if (order.userId !== null) {
    await postSystemMessage(tx as unknown as Db, order.userId, {
      title: M.shippedTitle,
      body: M.shippedBody(order.orderNo, name, trackingNo),
      kind: 'order',
    });
  }
}

/** Tells the customer the shop cancelled their order, and whether the card payment was refunded. */
export async function mailCancelled(
  tx: Tx,
  order: OrderRow,
  shop: string,
  reason: string,
  refunded: boolean,
): Promise<void> {
  const to = addressOf(order);
  if (!to) return;
  await enqueueMail(tx, {
    ...audience('order_cancelled', order.userId),
    to,
    subject: M.cancelSubject(order.orderNo),
    text: M.cancelMail({
      name: nameOf(order),
      orderNo: order.orderNo,
      shop,
      reason,
      refund: refunded ? M.cardRefunded(FORMATS.yen(order.totalPayment)) : M.noRefund,
    }),
  });
}

/** Tells the customer a shipment's address, date or slot was changed by the shop. */
export async function mailShipmentChanged(
  tx: Tx,
  order: OrderRow,
  shop: string,
  shipment: PlacedShipment | null,
): Promise<void> {
  const to = addressOf(order);
  if (!to || !shipment) return;
  const a = shipment.address;
  const where = a
    ? `${postalAddressText(formatPostalCode(a.postal_code ?? ''), {
        prefecture: a.prefecture ?? '',
        city: a.city ?? '',
        address1: a.address1 ?? '',
        address2: a.address2 ?? '',
      })} ${FORMATS.honorific(`${a.last_name ?? ''} ${a.first_name ?? ''}`)}`
    : '';
  const what = [
    where ? M.changedAddress(where.replace(/\n/g, ' ')) : '',
    M.changedDate(shipment.deliveryDate, shipment.deliveryTimeLabel),
  ].filter(Boolean);
  await enqueueMail(tx, {
    ...audience('order_shipment_changed', order.userId),
    to,
    subject: M.changedSubject(order.orderNo),
    text: M.changedMail({
      name: nameOf(order),
      orderNo: order.orderNo,
      shop,
      label: shipment.label,
      what: what.join('\n'),
    }),
  });
}
