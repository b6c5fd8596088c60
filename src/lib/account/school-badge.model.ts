import type { SchoolCheck } from './school';

/** The school a shopper's confirmed 学校コード belongs to, as the school shop's header shows it. */
export type SchoolBadge = { key: string; name: string };

/** The badge of a successful 学校コード check; null when the code was not confirmed. */
export function badgeFromCheck(check: SchoolCheck | null): SchoolBadge | null {
  return check?.check && check.name ? { key: check.key, name: check.name } : null;
}

/** The badge of a member whose account carries a confirmed school; null otherwise. */
export function badgeFromUser(
  user: { school?: string; school_name?: string } | null | undefined,
): SchoolBadge | null {
  return user?.school && user.school_name ? { key: user.school, name: user.school_name } : null;
}

/** The character the emblem shows: the school name's first character. */
export function emblemMark(name: string): string {
  return Array.from(name.trim())[0] ?? '';
}

/** The product list filtered to the school's items (products carry the school's name as a tag). */
export function schoolItemsUrl(badge: SchoolBadge): string {
  return `/product/?tag=${encodeURIComponent(badge.name)}`;
}

/** Reads a stored badge; anything malformed counts as none. */
export function parseBadge(raw: string): SchoolBadge | null {
  try {
    const value = JSON.parse(raw) as Partial<SchoolBadge> | null;
    return typeof value?.key === 'string' && typeof value.name === 'string' && value.name
      ? { key: value.key, name: value.name }
      : null;
  } catch {
    return null;
  }
}
