import * as v from 'valibot';
import { oneLineText } from '../shared/text.schema';
import { RECEIPT_MESSAGES as M } from './receipts.messages';

/** Longest 宛名 printed on a receipt. */
export const RECEIPT_NAME_MAX = 40;
/** Longest 但し書き printed on a receipt. */
export const RECEIPT_PROVISO_MAX = 40;

/** `PUT …/receipt`: 宛名 and 但し書き (empty 但し書き becomes 「お品代として」). */
export const ReceiptBodySchema = v.object({
  name: v.pipe(
    v.string(M.nameRequired),
    v.trim(),
    v.nonEmpty(M.nameRequired),
    v.maxLength(RECEIPT_NAME_MAX, M.nameMax(RECEIPT_NAME_MAX)),
    oneLineText(M.nameOneLine),
  ),
  proviso: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(RECEIPT_PROVISO_MAX, M.provisoMax(RECEIPT_PROVISO_MAX)),
    oneLineText(M.provisoOneLine),
    v.transform((s) => s || M.defaultProviso),
  ),
});
export type ReceiptBody = v.InferOutput<typeof ReceiptBodySchema>;
/** What the receipt form holds before it is checked. */
export type ReceiptInput = v.InferInput<typeof ReceiptBodySchema>;

/** The receipt of one order (spec §3 "Guest receipt"): what it says and whether it was issued. */
export const ReceiptInfoSchema = v.object({
  order_no: v.string(),
  ordered_at: v.string(),
  total_payment: v.number(),
  name: v.string(),
  proviso: v.string(),
  /** paid: the receipt can be issued; unpaid: waiting for the money; cancelled: never. */
  state: v.picklist(['paid', 'unpaid', 'cancelled']),
  is_issued: v.boolean(),
  issue_count: v.number(),
});
export type ReceiptInfo = v.InferOutput<typeof ReceiptInfoSchema>;

/** `GET /v1/orders/{no}/check/receipt`: the link is good (a bad one is 404). */
export const ReceiptCheckSchema = v.object({ result: v.boolean() });

/** `?t=`: the guest's receipt token from the order mail. */
export const ReceiptTokenQuerySchema = v.object({
  t: v.optional(v.pipe(v.string(), v.maxLength(128)), ''),
});
