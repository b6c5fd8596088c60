import { SCHOOL_MESSAGES } from '../../../../contract/account/account.messages';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Database, Db } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import { namedLimiter, type RateLimiter } from '../../../http/rate-limit';
import { findActiveSchool, findSchoolName } from './schools.queries';

/** The active school of a channel with this (normalised) key, or null. */
export async function activeSchool(db: Db, channelId: string, key: string) {
  if (!key) return null;
  return findActiveSchool(db, channelId, key);
}

/** The check result for a key: valid only for an active school of the channel. */
export async function checkSchool(db: Db, channelId: string, key: string) {
  const school = await activeSchool(db, channelId, key);
  return { key, check: school !== null, name: school?.name ?? null };
}

/**
 * 422 with `errors.school` unless the form's 学校コード names an active school of the channel.
 * Forms without a school field (other channels) pass untouched.
 */
export async function requireSchoolKey(
  db: Db,
  channelId: string,
  input: { school?: string },
): Promise<void> {
  if (input.school === undefined) return;
  if (await activeSchool(db, channelId, input.school)) return;
  throw new ApiException(422, ERROR_CODES.validation, { school: [SCHOOL_MESSAGES.invalid] });
}

/** The school name for a stored key, empty when the key is blank or the school is gone. */
export async function schoolName(db: Db, channelId: string | null, key: string): Promise<string> {
  if (!channelId || !key) return '';
  return (await findSchoolName(db, channelId, key)) ?? '';
}

const TEN_MINUTES = 10 * 60 * 1000;

/** Checks per IP allowed in 10 minutes: enough for a shopper's typos, slow for guessing codes. */
export const SCHOOL_CHECKS_PER_IP = 20;

/** The school-check limiter over one database (the counts live in the database). */
export function schoolCheckLimiter(database: Database): RateLimiter {
  return namedLimiter(database, 'school-check', SCHOOL_CHECKS_PER_IP, TEN_MINUTES);
}
