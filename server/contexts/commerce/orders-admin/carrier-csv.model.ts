import type { CarrierCsvFormat } from '../../../../contract/orders/back-office-orders.schema';
import {
  CARRIER_CSV_HEADERS,
  CARRIER_CSV_MESSAGES as M,
} from '../../../../contract/orders/carrier-csv.messages';
import type { Carrier } from '../../../../contract/orders/carriers.model';

/** The carrier whose tracking numbers a format's file carries. */
export const CARRIER_OF_FORMAT: Record<CarrierCsvFormat, Carrier> = {
  'yamato-b2': 'yamato',
  'sagawa-ehiden': 'sagawa',
};

/** The shop as the sender (ご依頼主). */
export type Sender = { name: string; postalCode: string; address: string; phone: string };

/** A shipment waiting to leave, as the carriers' files need it. */
export type WaitingShipment = {
  orderNo: string;
  key: string;
  /** How many shipments the order has (a lone one is referred to by the order number alone). */
  shipmentCount: number;
  address: Record<string, string>;
  deliveryDate: string | null;
  deliveryTime: string | null;
  items: { name: string; quantity: number }[];
};

/** Each format's code of our time slots (B2: 0812…; e飛伝: 01 午前中, 14, 16, 18, 19). */
const TIME_CODES: Record<CarrierCsvFormat, Record<string, string>> = {
  'yamato-b2': { am: '0812', '14-16': '1416', '16-18': '1618', '18-20': '1820', '19-21': '1921' },
  'sagawa-ehiden': { am: '01', '14-16': '14', '16-18': '16', '18-20': '18', '19-21': '19' },
};

/**
 * The shipment's お客様管理番号: the order number, with `-<key>` when the order has several
 * shipments (B2 takes 20 half-width characters; order numbers have 16).
 * @example shipmentReference('OK-20261118-0907', '2', 2) // 'OK-20261118-0907-2'
 */
export function shipmentReference(orderNo: string, key: string, count: number): string {
  return count > 1 ? `${orderNo}-${key}` : orderNo;
}

/**
 * The order number and shipment key a reference may name: the whole text as an order number (its
 * only shipment), or the text before the last `-` with the key after it.
 * @example referenceCandidates('OK-20261118-0907-2') // [{ orderNo: 'OK-20261118-0907-2', key: null }, { orderNo: 'OK-20261118-0907', key: '2' }]
 */
export function referenceCandidates(reference: string): { orderNo: string; key: string | null }[] {
  const text = reference.normalize('NFKC').trim();
  const cut = text.lastIndexOf('-');
  const split = cut > 0 && /^\d{1,3}$/.test(text.slice(cut + 1));
  return [
    { orderNo: text, key: null },
    ...(split ? [{ orderNo: text.slice(0, cut), key: text.slice(cut + 1) }] : []),
  ];
}

const slash = (day: string | null) => (day ? day.replaceAll('-', '/') : '');
const digits = (day: string | null) => (day ? day.replaceAll('-', '') : '');
const postal = (code: string | undefined) =>
  code ? code.replace(/^(\d{3})-?(\d{4})$/, '$1-$2') : '';
const nameOf = (a: Record<string, string>) => `${a.last_name ?? ''} ${a.first_name ?? ''}`.trim();
/** The goods as 品名: each name with its quantity when more than one. */
const itemNames = (s: WaitingShipment) =>
  s.items.map((i) => (i.quantity > 1 ? `${i.name} ×${i.quantity}` : i.name));

/** The first `slots` names, the last slot saying how many more there are. */
function fitItems(names: string[], slots: number): string[] {
  if (names.length <= slots) return [...names, ...Array(slots - names.length).fill('')];
  return [...names.slice(0, slots - 1), M.moreItems(names.length - slots + 1)];
}

/** A B2クラウド row (発払, no cool): items 1–42 of the standard layout. */
function yamatoRow(s: WaitingShipment, sender: Sender, shipDay: string): string[] {
  const a = s.address;
  const [item1 = '', item2 = ''] = fitItems(itemNames(s), 2);
  return [
    shipmentReference(s.orderNo, s.key, s.shipmentCount),
    '0',
    '0',
    '',
    slash(shipDay),
    slash(s.deliveryDate),
    TIME_CODES['yamato-b2'][s.deliveryTime ?? ''] ?? '',
    '',
    a.phone_number ?? '',
    '',
    postal(a.postal_code),
    `${a.prefecture ?? ''}${a.city ?? ''}${a.address1 ?? ''}`,
    a.address2 ?? '',
    '',
    '',
    nameOf(a),
    '',
    M.honorific,
    '',
    sender.phone,
    '',
    sender.postalCode,
    sender.address,
    '',
    sender.name,
    '',
    '',
    item1,
    '',
    item2,
    '',
    '',
    s.orderNo,
    '',
    '',
    '',
    '',
    '1',
    '',
    '',
    '',
    '',
  ];
}

/** An e飛伝Ⅱ row (元払, one parcel): items 1–42 of the standard pattern. */
function sagawaRow(s: WaitingShipment, sender: Sender): string[] {
  const a = s.address;
  return [
    '',
    a.phone_number ?? '',
    postal(a.postal_code),
    `${a.prefecture ?? ''}${a.city ?? ''}`,
    a.address1 ?? '',
    a.address2 ?? '',
    nameOf(a),
    '',
    shipmentReference(s.orderNo, s.key, s.shipmentCount),
    '',
    '',
    sender.phone,
    sender.phone,
    sender.postalCode,
    sender.address,
    '',
    sender.name,
    '',
    '',
    ...fitItems(itemNames(s), 5),
    '1',
    '',
    '',
    digits(s.deliveryDate),
    TIME_CODES['sagawa-ehiden'][s.deliveryTime ?? ''] ?? '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '1',
  ];
}

/** The header and one row per waiting shipment, in the format's columns. */
export function carrierCsvRows(
  format: CarrierCsvFormat,
  shipments: WaitingShipment[],
  sender: Sender,
  shipDay: string,
): string[][] {
  const header = [...CARRIER_CSV_HEADERS[format]];
  const rows = shipments.map((s) =>
    format === 'yamato-b2' ? yamatoRow(s, sender, shipDay) : sagawaRow(s, sender),
  );
  return [header, ...rows];
}

/**
 * The shop's `SHOP.ADDRESS` setting (`〒135-0099 東京都…`) as postal code and address.
 * @example splitShopAddress('〒135-0099 東京都江東区') // { postalCode: '135-0099', address: '東京都江東区' }
 */
export function splitShopAddress(text: string): { postalCode: string; address: string } {
  const match = /^\u3012?\s*(\d{3}-?\d{4})\s*(.*)$/.exec(text.trim());
  return match
    ? { postalCode: postal(match[1]), address: match[2] ?? '' }
    : { postalCode: '', address: text.trim() };
}
