import type { Cart, CartLine } from '../../../../contract/cart/cart.schema';
import { formatPostalCode } from '../../../../contract/checkout/checkout.model';
import { OPTION_MESSAGES as M } from '../../../../contract/checkout/options.messages';
import { PACKING_TAX_RATE } from '../../../../contract/checkout/packing-constants';
import { SHIPMENT_MESSAGES as S } from '../../../../contract/checkout/shipments.messages';
import { RECEIPT_PDF_MESSAGES as P } from '../../../../contract/receipts/receipts.messages';
import {
  FORMATS,
  PUNCTUATION,
  postalAddressText,
} from '../../../../contract/shared/common.messages';
import { formatYen } from '../../../../contract/shared/money';
import { japaneseDocument, jstDay, pdfLine, roomFor, pdfRow as row } from '../../../services/pdf';
import { QUOTATION_MESSAGES as Q } from './quotation.messages';

/** One extra row of the quotation table. */
export type QuotationRow = { name: string; rate: number; quantity: number; unit: number };

/** The accessories of a line as quotation rows (under the line). */
export function accessoryRows(line: CartLine): QuotationRow[] {
  return (line.accessories ?? []).map((a) => ({
    name: P.accessory(a.product_name),
    rate: a.tax_rate,
    quantity: a.quantity,
    unit: a.unit_price_with_tax,
  }));
}

/** The packing fees of the cart as quotation rows. */
export function packingRows(cart: Cart): QuotationRow[] {
  return (cart.detail.packings ?? [])
    .filter((p) => p.fee_with_tax > 0)
    .map((p) => ({
      name: Q.packingRow(M.packingLine, p.wrapping_name, p.shipping_key),
      rate: PACKING_TAX_RATE,
      quantity: 1,
      unit: p.fee_with_tax,
    }));
}

/** The quotation's shipment lines: each shipment's label, address, carriage and its items. */
export function shipmentTexts(cart: Cart): string[] {
  const shipments = cart.detail.shippings.filter((s) => (s.products ?? []).length > 0);
  const names = new Map(cart.detail.products.map((l) => [l.key, lineName(l)]));
  return shipments.flatMap((s, i) => {
    const a = s.address;
    const label = shipments.length > 1 ? S.label(String(i + 1)) : S.single;
    const where = a
      ? FORMATS.spaced(
          FORMATS.honorific(`${a.last_name} ${a.first_name}`),
          postalAddressText(formatPostalCode(a.postal_code), a),
        )
      : Q.unspecified;
    return [
      Q.shipment(label, where, formatYen(s.carriage ?? 0)),
      ...(s.products ?? []).map((p) => Q.shipmentItem(names.get(p.key) ?? '', p.quantity)),
    ];
  });
}

/** Draws the shipments under the totals, one clipped line each; returns where they end. */
export function drawShipments(doc: PDFKit.PDFDocument, cart: Cart, top: number): number {
  let y = top;
  for (const text of shipmentTexts(cart)) {
    y = roomFor(doc, y, ROW_HEIGHT);
    pdfLine(doc, text, 50, y, { width: 495 });
    y = doc.y;
  }
  return y;
}

/** A table row's height: every cell is one line, so a long name is clipped, never wrapped. */
const ROW_HEIGHT = 20;

/** How long a quotation stays valid. */
export const QUOTATION_VALID_DAYS = 14;

/** A cart line's name with its variant: シャツ（M）. */
const lineName = (l: CartLine) => `${l.product_name}${PUNCTUATION.paren(l.variant_name)}`;

/** A tax rate as the table shows it, marked when reduced. */
const rateText = (rate: number) => `${rate}%${rate === 8 ? P.reducedMark : ''}`;

/** Draws the lines table and returns where it ends. */
function lines(doc: PDFKit.PDFDocument, cart: Cart, top: number): number {
  row(doc, top, [
    [P.lineName, 250, 'left'],
    [P.lineRate, 50, 'right'],
    [P.lineQuantity, 50, 'right'],
    [P.lineUnit, 70, 'right'],
    [P.lineAmount, 75, 'right'],
  ]);
  doc
    .moveTo(50, top + 16)
    .lineTo(545, top + 16)
    .stroke();
  let y = top + 24;
  for (const l of cart.detail.products) {
    y = roomFor(doc, y, ROW_HEIGHT);
    row(doc, y, [
      [lineName(l), 250, 'left'],
      [rateText(l.tax_rate), 50, 'right'],
      [String(l.quantity), 50, 'right'],
      [formatYen(l.unit_price_with_tax), 70, 'right'],
      [formatYen(l.unit_price_with_tax * l.quantity), 75, 'right'],
    ]);
    y += ROW_HEIGHT;
    for (const r of accessoryRows(l)) y = extraRow(doc, y, r);
  }
  for (const r of packingRows(cart)) y = extraRow(doc, y, r);
  return y;
}

/** Draws an accessory or packing-fee row; returns where the next row starts. */
function extraRow(doc: PDFKit.PDFDocument, top: number, r: QuotationRow): number {
  const y = roomFor(doc, top, ROW_HEIGHT);
  row(doc, y, [
    [r.name, 250, 'left'],
    [rateText(r.rate), 50, 'right'],
    [String(r.quantity), 50, 'right'],
    [formatYen(r.unit), 70, 'right'],
    [formatYen(r.unit * r.quantity), 75, 'right'],
  ]);
  return y + ROW_HEIGHT;
}

/** A quotation (御見積書) of a cart as a PDF: tax included, with the per-rate breakdown. */
export function quotationPdf(cart: Cart, shopName: string, now = new Date()): Promise<Buffer> {
  const { doc, done } = japaneseDocument(P.quotationTitle, shopName);
  doc.fontSize(20).text(P.quotationTitle, { align: 'center' });
  doc.fontSize(10).text(P.issuedOn(jstDay(now)), { align: 'right' });
  doc.text(P.validUntil(jstDay(new Date(now.getTime() + QUOTATION_VALID_DAYS * 86_400_000))), {
    align: 'right',
  });
  pdfLine(doc, shopName, 50, doc.y, { width: 495, align: 'right' });
  const o = cart.detail.order;
  doc
    .moveDown()
    .fontSize(14)
    .text(P.quotationAmount(formatYen(o.total_payment)));
  doc.fontSize(9);
  let y = lines(doc, cart, doc.y + 16);
  doc.moveTo(50, y).lineTo(545, y).stroke();
  y += 8;
  const totals: [string, string][] = [[P.carriage, formatYen(o.total_carriage)]];
  if (o.payment_fee) totals.push([P.fee, formatYen(o.payment_fee)]);
  if (o.total_discount) totals.push([P.discount, `−${formatYen(o.total_discount)}`]);
  totals.push([P.total, formatYen(o.total_payment)]);
  for (const r of o.amount_by_tax_rate)
    totals.push([P.rateTotal(r.rate), P.rateTax(formatYen(r.amount_with_tax), formatYen(r.tax))]);
  for (const [label, value] of totals) {
    row(doc, y, [
      ['', 250, 'left'],
      [label, 100, 'right'],
      [value, 145, 'right'],
    ]);
    y += 16;
  }
  doc.text(Q.reducedNote, 50, y + 10);
  drawShipments(doc, cart, doc.y + 12);
  doc.end();
  return done;
}
