import * as v from 'valibot';
import { recordId } from '../shared/record-id.schema';

const required = (label: string, max: number) =>
  v.pipe(
    v.string(`${label}を入力してください。`),
    v.trim(),
    v.nonEmpty(`${label}を入力してください。`),
    v.maxLength(max, `${label}は${max}文字以内で入力してください。`),
  );

/** Full-width katakana, spaces, long mark, middle dot (spec §5 "Kana"). */
const KANA = /^[\u30A0-\u30FF\u3000 ー・]+$/;
/** 3 digits, optional hyphen, 4 digits (spec §5 "Postal code"). */
const POSTAL = /^\d{3}-?\d{4}$/;
/** Phone: empty, or 0 + 9-10 digits, or 0 + three hyphenated groups (spec §5 "Phone"). */
const PHONE = /^$|^0\d{9,10}$|^0\d{0,3}-\d{1,4}-\d{1,4}$/;

/** Body of `POST /v1/catalog-orders`: who receives which printed catalogues. */
export const CatalogOrderBodySchema = v.object({
  catalog_ids: v.pipe(
    v.array(recordId(), 'カタログを選んでください。'),
    v.minLength(1, 'カタログを1つ以上選んでください。'),
    v.maxLength(10, 'カタログの指定が多すぎます。'),
  ),
  name: required('お名前', 50),
  name_kana: v.pipe(
    required('フリガナ', 50),
    v.regex(KANA, 'フリガナは全角カタカナで入力してください。'),
  ),
  email: v.pipe(
    required('メールアドレス', 254),
    v.email('メールアドレスの形式が正しくありません。'),
  ),
  postal_code: v.pipe(
    required('郵便番号', 8),
    v.regex(POSTAL, '郵便番号は123-4567の形式で入力してください。'),
  ),
  prefecture: required('都道府県', 10),
  city: required('市区町村', 100),
  address1: required('番地', 100),
  address2: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(100, '建物名・部屋番号は100文字以内で入力してください。'),
    ),
    '',
  ),
  phone_number: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(PHONE, '電話番号は半角数字で、0から始まる10〜11桁で入力してください。'),
    ),
    '',
  ),
  note: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(500, 'ご要望は500文字以内で入力してください。')),
    '',
  ),
});
export type CatalogOrderBody = v.InferOutput<typeof CatalogOrderBodySchema>;
export type CatalogOrderInput = v.InferInput<typeof CatalogOrderBodySchema>;

/** Reply of `POST /v1/catalog-orders`. */
export const CatalogOrderReceiptSchema = v.object({
  id: v.number(),
  catalogs: v.array(v.object({ id: v.number(), title: v.string() })),
  created_at: v.string(),
});
export type CatalogOrderReceipt = v.InferOutput<typeof CatalogOrderReceiptSchema>;
