import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { parseBadge, type SchoolBadge } from './school-badge.model';

// Kept light (no API, no valibot): the school shop's header reads it on every page.
const $stored = persistentAtom<string>('account:school-badge', '');

/** The school of this browser's confirmed 学校コード (registration check or the member's account). */
export const $schoolBadge = computed($stored, parseBadge);

/** Remembers a confirmed school; a null badge changes nothing. */
export function rememberSchool(badge: SchoolBadge | null): void {
  if (badge) $stored.set(JSON.stringify(badge));
}

/** Forgets the school (after a logout). */
export function forgetSchool(): void {
  $stored.set('');
}
