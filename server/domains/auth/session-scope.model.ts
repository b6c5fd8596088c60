/**
 * What a login family may do. A password (or code, or social) login is `full`; a login with a
 * shareholder voucher is `voucher`: the benefit shop only, for as long as that voucher is usable.
 * The scope rides in the family id (`voucher-<id>.<random>`), so a refresh keeps it and no
 * column is needed.
 */
export type SessionScope = { kind: 'full' } | { kind: 'voucher'; voucherId: number };

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
