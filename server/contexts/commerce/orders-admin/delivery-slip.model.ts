import { DELIVERY_SLIP_MESSAGES as P } from '../../../../contract/orders/delivery-slip.messages';
import { FORMATS } from '../../../../contract/shared/common.messages';
import { formatYen, withTax } from '../../../../contract/shared/money';
import {
  clipToWidth,
  japaneseDocument,
  jstDay,
  type PdfCell,
  type PdfLineOptions,
  pdfLine,
  pdfRow,
  pdfRule,
  printableLine,
  roomFor,
} from '../../../services/pdf';

/** The channel settings that hold the shop's address and telephone for the slip. */
export const SHOP_ADDRESS_SETTING = 'SHOP.ADDRESS';
/** See SHOP_ADDRESS_SETTING. */
export const SHOP_PHONE_SETTING = 'SHOP.PHONE';

/** One line of a shipment as the slip prints it (the price is left out when `hidePrices`). */
export type SlipLine = { name: string; variant: string; quantity: number; unitWithTax: number };

/** What a delivery slip (納品書) of one shipment states. */
export type DeliverySlip = {
  shop: { name: string; address: string; phone: string };
  orderNo: string;
  orderedAt: Date;
  issuedAt: Date;
  /** The shipment's label as the order names it: お届け先 alone, お届け先1, お届け先2 ... of several. */
  shipmentLabel: string;
  shipTo: { name: string; postalCode: string; address: string; phone: string };
  delivery: { name: string; date: string | null; slot: string | null };
  lines: SlipLine[];
  wrapping: string | null;
  noshi: { label: string; name: string | null } | null;
  /** A social gift: the recipient receives the slip, so it shows no prices (as the gift page). */
  hidePrices: boolean;
};

/** A line's unit price with its tax, as the receipts print it. */
export const unitWithTax = (line: { unitPrice: number; taxRate: number }) =>
  withTax(line.unitPrice, line.taxRate);

const ROW = 18;

/**
 * An address on at most two lines below the current one: what does not fit the first goes on the
 * second (from its last space when there is one, so a building name stays whole), and only the
 * second is cut with …. The parcel's slip must not lose the building name or room.
 */
function addressLines(doc: PDFKit.PDFDocument, text: string, x: number, o: PdfLineOptions) {
  const whole = printableLine(text);
  const fits = clipToWidth(doc, whole, o.width);
  if (fits === whole) return pdfLine(doc, whole, x, doc.y + 2, o);
  const head = fits.slice(0, -1);
  const space = head.lastIndexOf(' ');
  const first = space > 0 ? head.slice(0, space) : head;
  pdfLine(doc, first, x, doc.y + 2, o);
  pdfLine(doc, whole.slice(first.length).trim(), x, doc.y + 1, o);
}

function drawHead(doc: PDFKit.PDFDocument, s: DeliverySlip): number {
  doc.font('jp-bold').fontSize(22).text(P.title, 50, 46, { width: 495, align: 'center' });
  doc.font('jp').fontSize(9);
  doc.text(P.issuedOn(jstDay(s.issuedAt)), 320, 86, { width: 225, align: 'right' });
  doc.text(P.orderNo(s.orderNo), 320, doc.y + 1, { width: 225, align: 'right' });
  doc.text(P.orderedOn(jstDay(s.orderedAt)), 320, doc.y + 1, { width: 225, align: 'right' });
  doc.fontSize(10);
  pdfLine(doc, s.shop.name, 320, doc.y + 8, { width: 225, align: 'right' });
  if (s.shop.address) addressLines(doc, s.shop.address, 320, { width: 225, align: 'right' });
  if (s.shop.phone)
    pdfLine(doc, P.shopPhone(s.shop.phone), 320, doc.y + 2, { width: 225, align: 'right' });
  const shopEnd = doc.y;
  // The ship-to block is headed by the shipment's own label (お届け先, or お届け先2 of several):
  // a heading 「お届け先：お届け先」 would say the same word twice.
  doc.fontSize(9).text(s.shipmentLabel, 50, 86, { width: 260 });
  doc.fontSize(10);
  pdfLine(doc, s.shipTo.postalCode, 50, doc.y + 2, { width: 260 });
  addressLines(doc, s.shipTo.address, 50, { width: 260 });
  doc.fontSize(13);
  pdfLine(doc, s.shipTo.name, 50, doc.y + 4, {
    width: 260,
    suffix: FORMATS.spaced('', P.honorific),
  });
  pdfRule(doc, doc.y + 2, 50, 310);
  if (s.shipTo.phone) {
    doc.fontSize(9);
    pdfLine(doc, P.phone(s.shipTo.phone), 50, doc.y + 6, { width: 260 });
  }
  const top = Math.max(doc.y, shopEnd) + 18;
  doc.fontSize(10).text(s.hidePrices ? P.giftLead : P.lead, 50, top, { width: 495 });
  return doc.y + 14;
}

function drawLines(doc: PDFKit.PDFDocument, s: DeliverySlip, top: number): number {
  doc.font('jp').fontSize(9);
  const priced = !s.hidePrices;
  const nameWidth = priced ? 215 : 355;
  pdfRow(doc, top, [
    [P.lineName, nameWidth, 'left'],
    [P.lineVariant, 90, 'left'],
    [P.lineQuantity, 50, 'right'],
    ...(priced
      ? ([
          [P.lineUnit, 70, 'right'],
          [P.lineAmount, 70, 'right'],
        ] satisfies PdfCell[])
      : []),
  ]);
  pdfRule(doc, top + 16);
  let y = top + 24;
  for (const l of s.lines) {
    y = roomFor(doc, y, ROW);
    pdfRow(doc, y, [
      [l.name, nameWidth, 'left'],
      [l.variant, 90, 'left'],
      [String(l.quantity), 50, 'right'],
      ...(priced
        ? ([
            [formatYen(l.unitWithTax), 70, 'right'],
            [formatYen(l.unitWithTax * l.quantity), 70, 'right'],
          ] satisfies PdfCell[])
        : []),
    ]);
    y += ROW;
  }
  pdfRule(doc, y);
  y += 8;
  if (priced) {
    const subtotal = s.lines.reduce((sum, l) => sum + l.unitWithTax * l.quantity, 0);
    pdfRow(doc, y, [
      ['', 285, 'left'],
      [P.subtotal, 140, 'right'],
      [formatYen(subtotal), 70, 'right'],
    ]);
    y += ROW;
  }
  return y;
}

function drawNotes(doc: PDFKit.PDFDocument, s: DeliverySlip, top: number): void {
  const notes = [
    P.delivery(s.delivery.name, s.delivery.date, s.delivery.slot),
    s.wrapping ? P.wrapping(s.wrapping) : '',
    s.noshi ? P.noshi(s.noshi.label, s.noshi.name) : '',
    s.hidePrices ? P.giftNote : '',
  ].filter(Boolean);
  let y = roomFor(doc, top + 6, notes.length * 15);
  doc.font('jp').fontSize(9);
  for (const note of notes) {
    pdfLine(doc, note, 50, y, { width: 495 });
    y += 15;
  }
}

/** A shipment's delivery slip (納品書) as PDF: shop, order, ship-to, the shipment's lines, wrap and のし. */
export function deliverySlipPdf(s: DeliverySlip): Promise<Buffer> {
  const { doc, done } = japaneseDocument(P.title, s.shop.name, P.orderNo(s.orderNo));
  const y = drawLines(doc, s, drawHead(doc, s));
  drawNotes(doc, s, y);
  doc.end();
  return done;
}
