import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { SCHOOL_BADGE_KEY, SCHOOL_REMEMBERED_EVENT } from './school-badge.key';
import { parseBadge, type SchoolBadge } from './school-badge.model';

// Kept light (no API, no valibot): the school shop's header reads it on every page.
const $stored = persistentAtom<string>(SCHOOL_BADGE_KEY, '');

/** The school of this browser's confirmed 学校コード (registration check or the member's account). */
export const $schoolBadge = computed($stored, parseBadge);

/** Remembers a confirmed school; a null badge changes nothing. */
export function rememberSchool(badge: SchoolBadge | null): void {
  if (!badge) return;
  $stored.set(JSON.stringify(badge));
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SCHOOL_REMEMBERED_EVENT));
}

/** Forgets the school (after a logout). */
export function forgetSchool(): void {
  $stored.set('');
}
