import { createHash, timingSafeEqual } from 'node:crypto';
import { RECEIPT_MESSAGES as M } from '../../../../contract/receipts/receipts.messages';
import type { ReceiptBody } from '../../../../contract/receipts/receipts.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db } from '../../../db/client';
import { env, publicOrigin } from '../../../env';
import { ApiException } from '../../../http/errors';
import type { Channel } from '../../../http/types';
import { QUOTATION_VALID_DAYS } from '../checkout/index';
import { invoiceFigures, isReissue, registrationNumber } from './invoice.model';
import { receiptText, refusal } from './receipt.model';
import { type Issuer, orderQuotationPdf, receiptPdf } from './receipt-document.model';
import {
  byOrderId,
  byOrderNo,
  countIssue,
  findReceiptOrder,
  type ReceiptOrderRow,
  receiptLines,
  saveReceiptText,
} from './receipts.queries';

/** The setting that holds the shop's invoice registration number (適格請求書発行事業者登録番号). */
export const REGISTRATION_SETTING = 'INVOICE.REGISTRATION_NUMBER';

const notFound = () => new ApiException(404, ERROR_CODES.notFound, undefined, M.notFound);
const unprocessable = (field: string, message: string) =>
  new ApiException(422, ERROR_CODES.validation, { [field]: [message] }, message);

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Compares a guest token in constant time (hashing first makes the lengths equal). */
function tokenMatches(stored: string | null, given: string): boolean {
  if (!stored || !given) return false;
  return timingSafeEqual(digest(stored), digest(given));
}

/** A member's own order; another member's order is the same 404 as a missing one. */
export async function memberOrder(db: Db, channel: Channel, userId: number, id: number) {
  const row = await findReceiptOrder(db, channel.id, byOrderId(id));
  if (!row || row.order.userId !== userId) throw notFound();
  return row;
}

/** A guest order by number and mail token `t`; a wrong or missing token is the same 404. */
export async function guestOrder(db: Db, channel: Channel, orderNo: string, token: string) {
  const row = await findReceiptOrder(db, channel.id, byOrderNo(orderNo));
  const ok = tokenMatches(row?.order.guestToken ?? null, token);
  if (!row || !ok || row.order.userId !== null) throw notFound();
  return row;
}

function requirePaid(row: ReceiptOrderRow): void {
  const reason = refusal(row);
  if (reason) throw unprocessable('receipt', reason);
}

/** Chooses 宛名 and 但し書き before the first issue; 422 once issued. */
export async function setReceiptText(db: Db, row: ReceiptOrderRow, body: ReceiptBody) {
  requirePaid(row);
  if ((row.receipt?.issueCount ?? 0) > 0 || !(await saveReceiptText(db, row.order.id, body))) {
    throw unprocessable('name', M.alreadyIssued);
  }
  return { ...row, receipt: { ...body, issueCount: 0 } };
}

function issuerOf(channel: Channel): Issuer {
  return {
    shopName: channel.siteName,
    registrationNumber: registrationNumber(channel.settings[REGISTRATION_SETTING]),
  };
}

async function figuresOf(db: Db, row: ReceiptOrderRow) {
  return invoiceFigures(row.order, await receiptLines(db, row.order.id));
}

/** Issues the receipt PDF of a paid order: counts the issue, from the second on it says 再発行. */
export async function issueReceipt(db: Db, channel: Channel, row: ReceiptOrderRow) {
  requirePaid(row);
  const issued = await countIssue(db, row.order.id, receiptText(row));
  return receiptPdf({
    issuer: issuerOf(channel),
    orderNo: row.order.orderNo,
    orderedAt: row.order.orderedAt,
    name: issued.name,
    proviso: issued.proviso,
    reissued: isReissue(issued.issueCount),
    issuedAt: issued.lastIssuedAt ?? new Date(),
    figures: await figuresOf(db, row),
  });
}

/** The order as a quotation PDF (any order that was not cancelled). */
export async function quoteOrder(db: Db, channel: Channel, row: ReceiptOrderRow, now = new Date()) {
  if (row.order.status === 'cancelled') throw unprocessable('quotation', M.quotationCancelled);
  return orderQuotationPdf({
    issuer: issuerOf(channel),
    orderNo: row.order.orderNo,
    issuedAt: now,
    validDays: QUOTATION_VALID_DAYS,
    figures: await figuresOf(db, row),
  });
}

/** The receipt link of a guest order's mail (`/orders/receipt/?no=…&t=…`); none for members. */
export function guestReceiptUrl(order: {
  orderNo: string;
  userId: number | null;
  guestToken: string | null;
}): string | undefined {
  if (order.userId !== null || !order.guestToken) return undefined;
  const url = new URL('/orders/receipt/', `${publicOrigin(env)}/`);
  url.searchParams.set('no', order.orderNo);
  url.searchParams.set('t', order.guestToken);
  return url.toString();
}
