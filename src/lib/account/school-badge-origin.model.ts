import type { SchoolCheck } from '../../../contract/account/school';
import type { SchoolBadge } from './school-badge.model';

// Apart from the badge model: the header badge's script, on every page of the school shop, needs
// neither, and the account screens that do would otherwise put them in that shared chunk.

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
