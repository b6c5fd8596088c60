import * as v from 'valibot';
import { BACK_OFFICE_MEMBER_MESSAGES as M } from './back-office-members.messages';

const positive = (max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1), v.maxValue(max));

/** Query of `GET /v1/admin/members`: one search word (name, kana, e-mail, phone or member number). */
export const AdminMemberListQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, M.keyword)), ''),
  page: v.optional(positive(100000), '1'),
  per: v.optional(positive(100), '50'),
});
/** The member search and its page. */
export type AdminMemberListQuery = v.InferOutput<typeof AdminMemberListQuerySchema>;

/** A row of the back office's member list (never a password, card or token). */
export const AdminMemberListItemSchema = v.object({
  id: v.number(),
  code: v.string(),
  name: v.string(),
  kana: v.string(),
  email: v.string(),
  phone: v.string(),
  is_business: v.boolean(),
  points_balance: v.number(),
  locked: v.boolean(),
  created_at: v.string(),
});
/** A row of the member list. */
export type AdminMemberListItem = v.InferOutput<typeof AdminMemberListItemSchema>;

/** One member whole: profile, business standing, lock, addresses, orders, points, inquiries. */
export const AdminMemberSchema = v.object({
  ...AdminMemberListItemSchema.entries,
  username: v.nullable(v.string()),
  cell_phone: v.string(),
  birthday: v.nullable(v.string()),
  company_name: v.nullable(v.string()),
  credit_limit: v.nullable(v.number()),
  business_approved_at: v.nullable(v.string()),
  failed_login_count: v.number(),
  locked_until: v.nullable(v.string()),
  addresses: v.array(
    v.object({
      id: v.number(),
      name: v.string(),
      postal_code: v.string(),
      address: v.string(),
      phone: v.string(),
    }),
  ),
  orders: v.array(
    v.object({
      order_no: v.string(),
      ordered_at: v.string(),
      status: v.string(),
      total_payment: v.number(),
    }),
  ),
  point_history: v.array(
    v.object({
      id: v.number(),
      at: v.string(),
      kind: v.string(),
      points: v.number(),
      note: v.string(),
      order_no: v.nullable(v.string()),
    }),
  ),
  inquiries: v.array(
    v.object({
      id: v.number(),
      subject: v.string(),
      status: v.string(),
      last_activity_at: v.string(),
    }),
  ),
});
/** One member whole. */
export type AdminMember = v.InferOutput<typeof AdminMemberSchema>;

/** Body of `POST /v1/admin/members/{id}/points`: a signed change and its reason. */
export const PointAdjustmentSchema = v.strictObject({
  points: v.pipe(
    v.number(M.points),
    v.integer(M.points),
    v.minValue(-1_000_000, M.points),
    v.maxValue(1_000_000, M.points),
    v.check((n) => n !== 0, M.points),
  ),
  reason: v.pipe(
    v.string(M.reason),
    v.trim(),
    v.minLength(1, M.reason),
    v.maxLength(200, M.reason),
  ),
});
/** A point adjustment. */
export type PointAdjustment = v.InferOutput<typeof PointAdjustmentSchema>;

/** The answer of a point adjustment: the new balance. */
export const PointAdjustedSchema = v.object({ id: v.number(), points_balance: v.number() });
