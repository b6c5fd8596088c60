import * as v from 'valibot';
import { email, kana, optionalText, phone, requiredText } from '../account/fields.schema';
import { toHalfWidthDigits } from '../account/normalize';
import { FIELD_MESSAGES } from '../shared/fields.messages';
import { recordId } from '../shared/record-id.schema';
import { INQUIRY_ERRORS as E, INQUIRY_FIELD_LABELS as L } from './inquiries.messages';

/** Key of the inquiry category whose form asks for the business fields (法人・卸のお取引). */
export const BUSINESS_CATEGORY_KEY = 'business';
/** Most files one inquiry or reply carries. */
export const MAX_ATTACHMENTS = 3;
/** Largest upload in bytes (5 MB). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** MIME types an upload may have, judged from its content. */
export const UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'application/pdf',
] as const;

const text = () => v.pipe(v.optional(v.string(), ''), v.trim());

const optionalEmail = v.pipe(
  text(),
  v.maxLength(254, FIELD_MESSAGES.maxLength(L.email, 254)),
  v.check((s) => s === '' || v.is(v.pipe(v.string(), v.email()), s), FIELD_MESSAGES.email),
);

/** Digits only (full-width digits and thousands commas accepted), stored as a digit string. */
const amount = (label: string) =>
  v.pipe(
    text(),
    v.maxLength(30, E.number(label)),
    v.transform((s) => toHalfWidthDigits(s).replace(/[,，]/g, '')),
    v.regex(/^\d{0,15}$/, E.number(label)),
  );

const year = v.pipe(
  text(),
  v.maxLength(4, E.establishment),
  v.transform(toHalfWidthDigits),
  v.regex(/^(?:1[89]\d\d|20\d\d)?$/, E.establishment),
);

const url = v.pipe(
  text(),
  v.maxLength(300, FIELD_MESSAGES.maxLength(L.url, 300)),
  v.check((s) => s === '' || (URL.canParse(s) && /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(s)), E.url),
);

/** Upload ids (the random ids `POST /v1/upload-files` answers), at most three. */
export const FileIdsSchema = v.optional(
  v.pipe(
    v.array(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,64}$/, E.fileUnknown))),
    v.maxLength(MAX_ATTACHMENTS, E.tooManyFiles),
  ),
  [],
);

const business = (required: boolean) => ({
  corporation: required ? requiredText(L.corporation, 100) : optionalText(L.corporation, 100),
  corporation_kana: kana(L.corporation_kana, !required),
  department: optionalText(L.department, 100),
  department_kana: kana(L.department_kana, true),
  address: required ? requiredText(L.address, 200) : optionalText(L.address, 200),
  establishment: year,
  annual_sale: amount(L.annual_sale),
  capital: amount(L.capital),
  employee_num: amount(L.employee_num),
  business_type: required ? requiredText(L.business_type, 100) : optionalText(L.business_type, 100),
  store_name: optionalText(L.store_name, 100),
  business_hours: optionalText(L.business_hours, 100),
  business_holiday: optionalText(L.business_holiday, 100),
  url,
  delivery: optionalText(L.delivery, 200),
  delivery_company: optionalText(L.delivery_company, 100),
  payment: optionalText(L.payment, 100),
  order_no: optionalText(L.order_no, 50),
});

/** Names of the business form's extra fields, in form order. */
export const BUSINESS_FIELDS = Object.keys(business(false)) as (keyof ReturnType<
  typeof business
>)[];

/**
 * Body of `POST /v1/inquiries` for one kind of sender: guests must give name, kana, e-mail and
 * phone (kana optional on the business form); the business category needs its company fields.
 */
export function inquiryBodySchema({ guest, business: isBusiness }: InquiryVariant) {
  return v.object({
    category_id: recordId(E.categoryUnknown),
    subject: requiredText(L.subject, 100),
    body: requiredText(L.body, 2000),
    order_id: v.optional(v.nullable(recordId(E.orderUnknown))),
    file_ids: FileIdsSchema,
    name: guest ? requiredText(L.name, 50) : optionalText(L.name, 50),
    name_kana: kana(L.name_kana, !guest || isBusiness),
    email: guest ? email : optionalEmail,
    phone: phone(L.phone, guest),
    ...business(isBusiness),
  });
}
/** Who sends an inquiry and on which form. */
export type InquiryVariant = { guest: boolean; business: boolean };

/** The body as documented and first checked: formats only; who must give what is checked after. */
export const InquiryBodySchema = inquiryBodySchema({ guest: false, business: false });
export type InquiryBody = v.InferOutput<typeof InquiryBodySchema>;
export type InquiryInput = v.InferInput<typeof InquiryBodySchema>;

/** Reply of `POST /v1/inquiries`. */
export const InquiryReceiptSchema = v.object({ id: v.number(), created_at: v.string() });
export type InquiryReceipt = v.InferOutput<typeof InquiryReceiptSchema>;

/** Body of `POST /v1/inquiry-comments/reply`: the member's answer in their own thread. */
export const ReplyBodySchema = v.object({
  inquiry_id: recordId(),
  body: v.pipe(
    text(),
    v.nonEmpty(E.replyEmpty),
    v.maxLength(2000, FIELD_MESSAGES.maxLength(L.body, 2000)),
  ),
  file_ids: FileIdsSchema,
});
export type ReplyBody = v.InferOutput<typeof ReplyBodySchema>;

/** A stored upload (`POST /v1/upload-files`); `url` opens it for its owner only. */
export const UploadFileSchema = v.object({
  id: v.string(),
  url: v.string(),
  name: v.string(),
  mime: v.picklist(UPLOAD_TYPES),
  size: v.number(),
});
export type UploadFile = v.InferOutput<typeof UploadFileSchema>;

/** The multipart form of `POST /v1/upload-files` as documented (`file` is the binary). */
export const UploadFormSchema = v.object({
  file: v.any(),
  dir: v.optional(v.pipe(v.string(), v.maxLength(64, FIELD_MESSAGES.maxLength('dir', 64)))),
});

const CategoryRefSchema = v.nullable(v.object({ id: v.number(), name: v.string() }));

/** One inquiry in `GET /v1/me/inquiries`. */
export const InquirySummarySchema = v.object({
  id: v.number(),
  category: CategoryRefSchema,
  subject: v.string(),
  status: v.picklist(['open', 'closed']),
  created_at: v.string(),
  last_activity_at: v.string(),
  unread_count: v.number(),
});
export type InquirySummary = v.InferOutput<typeof InquirySummarySchema>;

/** A message of a thread: the member's or the shop's, with its files. */
export const InquiryCommentSchema = v.object({
  id: v.number(),
  author: v.picklist(['member', 'shop']),
  body: v.string(),
  created_at: v.string(),
  is_unread: v.boolean(),
  attachments: v.array(UploadFileSchema),
});
export type InquiryComment = v.InferOutput<typeof InquiryCommentSchema>;

/** `GET /v1/me/inquiries/{id}`: the inquiry and its thread (reading it marks shop replies read). */
export const InquiryDetailSchema = v.object({
  ...InquirySummarySchema.entries,
  body: v.string(),
  order: v.nullable(v.object({ id: v.number(), order_no: v.string() })),
  attachments: v.array(UploadFileSchema),
  comments: v.array(InquiryCommentSchema),
});
export type InquiryDetail = v.InferOutput<typeof InquiryDetailSchema>;

/** Query of `GET /v1/me/inquiries`. */
export const InquiryPageQuerySchema = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,4}$/), v.transform(Number)), '1'),
  per: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d?$/), v.transform(Number)), '10'),
});
