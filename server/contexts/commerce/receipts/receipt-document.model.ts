import { RECEIPT_PDF_MESSAGES as P } from '../../../../contract/receipts/receipts.messages';
import { FORMATS } from '../../../../contract/shared/common.messages';
import { formatYen } from '../../../../contract/shared/money';
import {
  japaneseDocument,
  jstDay,
  type PdfCell,
  pdfLine,
  pdfRow,
  pdfRule,
  roomFor,
} from '../../../services/pdf';
import type { InvoiceFigures } from './invoice.model';

/** Who issues the document: the shop's name and its registration number (T + 13 digits). */
export type Issuer = { shopName: string; registrationNumber: string | null };

/** What a receipt (領収書, a qualified invoice) states besides the figures. */
export type ReceiptDocument = {
  issuer: Issuer;
  orderNo: string;
  orderedAt: Date;
  name: string;
  proviso: string;
  reissued: boolean;
  issuedAt: Date;
  figures: InvoiceFigures;
};

/** The document's subject (PDF metadata): order number and registration number. */
const subjectOf = (issuer: Issuer, orderNo: string) =>
  [P.orderNo(orderNo), issuer.registrationNumber ? P.registration(issuer.registrationNumber) : '']
    .filter(Boolean)
    .join(' ');

const rateText = (rate: number, reduced: boolean) => `${rate}%${reduced ? P.reducedMark : ''}`;

/** A table row's height: every cell is one line, so a long product name is clipped, never wrapped. */
const LINE_HEIGHT = 18;

/** Draws the lines table (tax-included) and returns where it ends. */
function drawLines(doc: PDFKit.PDFDocument, f: InvoiceFigures, top: number): number {
  doc.font('jp').fontSize(9);
  pdfRow(doc, top, [
    [P.lineName, 250, 'left'],
    [P.lineRate, 50, 'right'],
    [P.lineQuantity, 50, 'right'],
    [P.lineUnit, 70, 'right'],
    [P.lineAmount, 75, 'right'],
  ]);
  pdfRule(doc, top + 16);
  let y = top + 24;
  for (const l of f.lines) {
    y = roomFor(doc, y, LINE_HEIGHT);
    pdfRow(doc, y, [
      [l.name, 250, 'left'],
      [rateText(l.rate, l.reduced), 50, 'right'],
      [String(l.quantity), 50, 'right'],
      [formatYen(l.unitWithTax), 70, 'right'],
      [formatYen(l.amountWithTax), 75, 'right'],
    ]);
    y += LINE_HEIGHT;
  }
  pdfRule(doc, y);
  return y + 8;
}

/** Draws carriage, fee, discount, the total and each rate's total and tax; returns where they end. */
function drawTotals(doc: PDFKit.PDFDocument, f: InvoiceFigures, top: number): number {
  const rows: [string, string][] = [[P.carriage, formatYen(f.carriage)]];
  if (f.fee) rows.push([P.fee, formatYen(f.fee)]);
  if (f.discount) rows.push([P.discount, `−${formatYen(f.discount)}`]);
  rows.push([P.total, formatYen(f.total)]);
  for (const r of f.rates) {
    rows.push([
      `${P.rateTotal(r.rate)}${r.reduced ? P.reducedMark : ''}`,
      P.rateTax(formatYen(r.amountWithTax), formatYen(r.tax)),
    ]);
  }
  let y = roomFor(doc, top, rows.length * 16 + 40);
  for (const [label, value] of rows) {
    const cells: PdfCell[] = [
      ['', 220, 'left'],
      [label, 100, 'right'],
      [value, 175, 'right'],
    ];
    pdfRow(doc, y, cells);
    y += 16;
  }
  doc.text(P.reducedNote, 50, y + 8, { width: 495 });
  return doc.y;
}

/** Draws the issuer block at the right: shop name and registration number. */
function drawIssuer(doc: PDFKit.PDFDocument, issuer: Issuer, top: number): void {
  doc.font('jp').fontSize(10);
  pdfLine(doc, issuer.shopName, 320, top, { width: 225, align: 'right' });
  if (issuer.registrationNumber) {
    pdfLine(doc, P.registration(issuer.registrationNumber), 320, doc.y + 2, {
      width: 225,
      align: 'right',
    });
  }
}

/** A receipt as a qualified invoice (適格請求書) PDF: 宛名, amount, 但し書き, issuer, lines, tax per rate. */
export function receiptPdf(r: ReceiptDocument): Promise<Buffer> {
  const title = r.reissued ? P.reissuedTitle : P.receiptTitle;
  const { doc, done } = japaneseDocument(title, r.issuer.shopName, subjectOf(r.issuer, r.orderNo));
  if (r.reissued) {
    doc.font('jp-bold').fontSize(12).fillColor('#b00020');
    doc.text(P.reissued, 50, 50, { width: 80 }).fillColor('black');
  }
  doc.font('jp-bold').fontSize(22).text(P.receiptTitle, 50, 46, { width: 495, align: 'center' });
  doc.font('jp').fontSize(9);
  doc.text(P.issuedOn(jstDay(r.issuedAt)), 320, 86, { width: 225, align: 'right' });
  doc.text(P.orderNo(r.orderNo), 320, doc.y + 1, { width: 225, align: 'right' });
  doc.font('jp').fontSize(14);
  pdfLine(doc, r.name, 50, 116, { width: 260, suffix: FORMATS.spaced('', P.honorific) });
  pdfRule(doc, doc.y + 2, 50, 310);
  const amountTop = doc.y + 18;
  doc.rect(50, amountTop, 495, 40).stroke();
  doc.fontSize(11).text(P.receivedLabel, 66, amountTop + 13, { width: 80 });
  doc
    .font('jp-bold')
    .fontSize(18)
    .text(P.received(formatYen(r.figures.total)), 150, amountTop + 8, {
      width: 380,
      align: 'center',
    });
  doc.font('jp').fontSize(10);
  pdfLine(doc, P.proviso(r.proviso), 50, amountTop + 52, { width: 495 });
  doc.text(P.receivedNote, 50, doc.y + 2, { width: 495 });
  doc.text(P.orderedOn(jstDay(r.orderedAt)), 50, doc.y + 2, { width: 260 });
  drawIssuer(doc, r.issuer, amountTop + 52);
  const y = drawLines(doc, r.figures, Math.max(doc.y, amountTop + 100) + 16);
  drawTotals(doc, r.figures, y);
  doc.end();
  return done;
}

/** What a quotation of a placed order states. */
export type OrderQuotationDocument = {
  issuer: Issuer;
  orderNo: string;
  issuedAt: Date;
  validDays: number;
  figures: InvoiceFigures;
};

/** A placed order as a quotation (御見積書) PDF with the same lines and per-rate totals. */
export function orderQuotationPdf(q: OrderQuotationDocument): Promise<Buffer> {
  const { doc, done } = japaneseDocument(
    P.quotationTitle,
    q.issuer.shopName,
    subjectOf(q.issuer, q.orderNo),
  );
  doc.font('jp-bold').fontSize(22).text(P.quotationTitle, 50, 46, { width: 495, align: 'center' });
  doc.font('jp').fontSize(9);
  const until = new Date(q.issuedAt.getTime() + q.validDays * 86_400_000);
  doc.text(P.issuedOn(jstDay(q.issuedAt)), 320, 86, { width: 225, align: 'right' });
  doc.text(P.validUntil(jstDay(until)), 320, doc.y + 1, { width: 225, align: 'right' });
  doc.text(P.orderNo(q.orderNo), 320, doc.y + 1, { width: 225, align: 'right' });
  drawIssuer(doc, q.issuer, doc.y + 6);
  const top = doc.y + 16;
  doc
    .font('jp-bold')
    .fontSize(14)
    .text(P.quotationAmount(formatYen(q.figures.total)), 50, top);
  doc
    .font('jp')
    .fontSize(9)
    .text(P.quotationNote, 50, doc.y + 4);
  const y = drawLines(doc, q.figures, doc.y + 16);
  drawTotals(doc, q.figures, y);
  doc.end();
  return done;
}
