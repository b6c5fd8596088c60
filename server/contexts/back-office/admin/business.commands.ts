import * as v from 'valibot';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import { type BusinessRow, updateBusiness } from '../../identity/api';

/** The largest credit line the shop grants (¥100,000,000). */
const MAX_CREDIT_LIMIT = 100_000_000;

/** The approval body: the credit line in yen. */
export const BusinessApprovalSchema = v.object({
  credit_limit: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_CREDIT_LIMIT)),
});

/** A member's business standing as the admin calls answer it. */
export const BusinessStandingSchema = v.object({
  id: v.number(),
  is_business: v.boolean(),
  credit_limit: v.nullable(v.number()),
  business_approved_at: v.nullable(v.string()),
});
type BusinessStanding = v.InferOutput<typeof BusinessStandingSchema>;

function toStanding(row: BusinessRow | undefined): BusinessStanding {
  if (!row) throw new ApiException(404, ERROR_CODES.notFound);
  return {
    id: row.id,
    is_business: row.isBusiness,
    credit_limit: row.creditLimit,
    business_approved_at: row.approvedAt?.toISOString() ?? null,
  };
}

/** Approves a member as a business customer with a credit line (or changes the line). */
export async function approveBusiness(db: Db, userId: number, creditLimit: number, now: Date) {
  const row = await updateBusiness(
    db,
    userId,
    { isBusiness: true, creditLimit, businessApprovedAt: now },
    now,
  );
  return toStanding(row);
}

/** Withdraws business status and the credit line. */
export async function revokeBusiness(db: Db, userId: number, now: Date) {
  const row = await updateBusiness(
    db,
    userId,
    { isBusiness: false, creditLimit: null, businessApprovedAt: null },
    now,
  );
  return toStanding(row);
}
