import * as v from 'valibot';
import { toHalfWidthDigits } from '../account/normalize';
import { BENEFIT_MESSAGES as M } from './benefit.messages';

/** A number printed on a voucher: full-width digits accepted, spaces and hyphens ignored. */
const printedNumber = (digits: number, required: string, format: string) =>
  v.pipe(
    v.string(required),
    v.maxLength(digits * 3, format),
    v.transform((s) => toHalfWidthDigits(s).replace(/[\s-]/g, '')),
    v.nonEmpty(required),
    v.regex(new RegExp(`^\\d{${digits}}$`), format),
  );

/** `POST /v1/benefit/login`: the 株主番号 (8 digits) and 優待番号 (12 digits) on the voucher. */
export const VoucherLoginBodySchema = v.object({
  shareholder_no: printedNumber(8, M.shareholderNoRequired, M.shareholderNoFormat),
  voucher_no: printedNumber(12, M.voucherNoRequired, M.voucherNoFormat),
});
export type VoucherLoginBody = v.InferOutput<typeof VoucherLoginBodySchema>;

/**
 * The member's voucher as `GET /v1/me/benefit-voucher` shows it: allowance and remaining in yen
 * (tax included) for `points`, in item units for `items`.
 */
export const VoucherSchema = v.object({
  shareholder_no: v.string(),
  kind: v.picklist(['points', 'items']),
  allowance: v.number(),
  remaining: v.number(),
  valid_from: v.string(),
  valid_until: v.string(),
  is_used: v.boolean(),
});
export type Voucher = v.InferOutput<typeof VoucherSchema>;

/** `GET /v1/me/benefit-voucher`: the voucher the member logged in with last, or null. */
export const MyVoucherSchema = v.object({ voucher: v.nullable(VoucherSchema) });
