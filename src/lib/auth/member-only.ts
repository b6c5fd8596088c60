/** Pages a guest may open in a members-only shop: signing in, registering and their helpers. */
const OPEN_TO_GUESTS = [
  '/login/',
  '/login_sync/',
  '/register/',
  '/reminder/',
  '/verify/',
  '/oauth/',
  '/maintenance/',
];

/**
 * Whether a page of a members-only shop sends guests to /login/ (spec §2 member-only guard).
 * Pages without a path (error pages) stay open.
 * @example needsMemberGuard('/product/oxford-shirt/') // true
 */
export function needsMemberGuard(path: string | undefined): boolean {
  if (!path) return false;
  return !OPEN_TO_GUESTS.some((open) => path.startsWith(open));
}
