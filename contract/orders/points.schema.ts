import * as v from 'valibot';

/** `GET /v1/me/points` (spec §3 "Point"): the balance and when it lapses. */
export const PointBalanceSchema = v.object({
  balance: v.number(),
  /** When the balance lapses unless points are earned or used before (null with no balance). */
  expires_at: v.nullable(v.string()),
});
export type PointBalance = v.InferOutput<typeof PointBalanceSchema>;

/** One movement of the balance (`GET /v1/me/point-histories`). */
export const PointHistorySchema = v.object({
  id: v.number(),
  kind: v.picklist(['granted', 'earned', 'used', 'returned', 'revoked', 'expired']),
  /** Signed: + given, − taken. */
  points: v.number(),
  /** What a take-back could not take because the balance ran out. */
  shortfall: v.number(),
  order_id: v.nullable(v.number()),
  order_no: v.nullable(v.string()),
  note: v.string(),
  created_at: v.string(),
});
export type PointHistory = v.InferOutput<typeof PointHistorySchema>;
