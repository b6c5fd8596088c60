import type { SessionScope } from '../../../http/types';

/**
 * The scope rides in the family id (`voucher-<id>.<random>`), so a refresh keeps it and no
 * column is needed.
 */
const VOUCHER_FAMILY = /^voucher-(\d{1,12})\./;

/**
 * The scope of a family id.
 * @example scopeOfFamily('voucher-7.abc') // { kind: 'voucher', voucherId: 7 }
 */
export function scopeOfFamily(familyId: string): SessionScope {
  const match = VOUCHER_FAMILY.exec(familyId);
  return match ? { kind: 'voucher', voucherId: Number(match[1]) } : { kind: 'full' };
}

/** The family-id prefix of a scope ('' for a full login). */
export function familyPrefix(scope: SessionScope): string {
  return scope.kind === 'voucher' ? `voucher-${scope.voucherId}.` : '';
}
