/** The school a shopper's confirmed 学校コード belongs to, as the school shop's header shows it. */
export type SchoolBadge = { key: string; name: string };

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
