import * as v from 'valibot';
import {
  type ReceiptBody,
  ReceiptBodySchema,
  type ReceiptInfo,
} from '../../../contract/receipts/receipts.schema';
import { FORMATS } from '../../../contract/shared/common.messages';

/** What the receipt form holds. */
export type ReceiptForm = { name: string; proviso: string };

/** Field errors by field name (Japanese messages). */
export type FieldErrors = Record<string, string[]>;

/** The form as the receipt stands (chosen or default 宛名 and 但し書き). */
export function receiptForm(info: ReceiptInfo): ReceiptForm {
  return { name: info.name, proviso: info.proviso };
}

/** The form checked with the shared contract: the body to send, or field errors. */
export function checkReceiptForm(
  form: ReceiptForm,
): { ok: true; body: ReceiptBody } | { ok: false; errors: FieldErrors } {
  const parsed = v.safeParse(ReceiptBodySchema, form);
  if (parsed.success) return { ok: true, body: parsed.output };
  const flat = v.flatten<typeof ReceiptBodySchema>(parsed.issues);
  return { ok: false, errors: { ...(flat.nested as FieldErrors) } };
}

/** A guest's receipt link from the page's query (`?no=…&t=…`); null when either is missing. */
export function guestLinkFromSearch(search: string): { no: string; t: string } | null {
  const q = new URLSearchParams(search);
  const no = (q.get('no') ?? '').trim();
  const t = (q.get('t') ?? '').trim();
  return /^[A-Za-z0-9-]{1,40}$/.test(no) && /^[A-Za-z0-9_-]{16,128}$/.test(t) ? { no, t } : null;
}

/** The order date as the receipt screens show it (Tokyo), e.g. 2026年8月2日. */
export function receiptDate(iso: string): string {
  const d = new Date(new Date(iso).getTime() + 9 * 3_600_000);
  return FORMATS.longDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/**
 * The order id of the order detail path `/mypage/order_history/{id}/`; null when it is not one.
 * @example orderIdOfDetailPath('/mypage/order_history/12/') // 12
 */
export function orderIdOfDetailPath(path: string): number | null {
  const match = /^\/mypage\/order_history\/([1-9]\d{0,9})\/?$/.exec(path);
  const id = Number(match?.[1]);
  return match && id <= 2_147_483_647 ? id : null;
}
