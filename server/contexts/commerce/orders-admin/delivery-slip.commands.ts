import { formatPostalCode } from '../../../../contract/checkout/checkout.model';
import { FORMATS } from '../../../../contract/shared/common.messages';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { formatPhone } from '../../../../contract/shared/phone';
import type { Db } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import { toCartPacking } from '../cart/index';
import {
  type DeliverySlip,
  deliverySlipPdf,
  SHOP_ADDRESS_SETTING,
  SHOP_PHONE_SETTING,
  unitWithTax,
} from './delivery-slip.model';
import { shipmentsOf } from './order-record.model';
import { orderHead, orderParts } from './order-record.queries';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The slip of one shipment of an order, as data (404 when the order or shipment is missing). */
export async function deliverySlipOf(
  db: Db,
  id: number,
  key: string,
  now = new Date(),
): Promise<DeliverySlip> {
  const head = await orderHead(db, id);
  if (!head) throw new ApiException(404, ERROR_CODES.notFound);
  const parts = await orderParts(db, head.order);
  const shipment = shipmentsOf(head.order, parts.lines).find((s) => s.key === key);
  if (!shipment) throw new ApiException(404, ERROR_CODES.notFound);
  const packing = parts.packings
    .map((p) => toCartPacking({ ...p, key: String(p.id) }))
    .find((p) => p.shipping_key === key);
  const a = shipment.address ?? {};
  return {
    shop: {
      name: head.shop,
      address: text(head.shopSettings[SHOP_ADDRESS_SETTING]),
      phone: text(head.shopSettings[SHOP_PHONE_SETTING]),
    },
    orderNo: head.order.orderNo,
    orderedAt: head.order.orderedAt,
    issuedAt: now,
    shipmentLabel: shipment.label,
    shipTo: {
      name: `${a.last_name ?? ''} ${a.first_name ?? ''}`.trim(),
      postalCode: a.postal_code ? FORMATS.postalMark(formatPostalCode(a.postal_code)) : '',
      address: `${a.prefecture ?? ''}${a.city ?? ''}${a.address1 ?? ''} ${a.address2 ?? ''}`.trim(),
      phone: formatPhone(a.phone_number ?? ''),
    },
    delivery: {
      name: shipment.deliveryName,
      date: shipment.deliveryDate,
      slot: shipment.deliveryTimeLabel,
    },
    lines: shipment.lines.map(({ line, quantity }) => ({
      name: line.productName,
      variant: line.variantName,
      quantity,
      unitWithTax: unitWithTax(line),
    })),
    wrapping: packing && packing.wrapping !== 'none' ? packing.wrapping_name : null,
    noshi:
      packing && packing.noshi !== 'none'
        ? { label: packing.noshi_label, name: packing.noshi_name || null }
        : null,
    hidePrices: shipment.socialGift,
  };
}

/** `GET /v1/admin/orders/{id}/shipments/{key}/delivery-slip`: the shipment's 納品書 as PDF bytes. */
export async function deliverySlipBytes(db: Db, id: number, key: string) {
  const slip = await deliverySlipOf(db, id, key);
  return { orderNo: slip.orderNo, bytes: await deliverySlipPdf(slip) };
}
