import type { Popup } from '../../../contract/content/content.schema';

/** Cookie remembering dismissed popups as `id:updated_at` entries. */
export const POPUP_COOKIE = 'popup_dismissed';
const MAX_REMEMBERED = 20;

/** A popup replaces the shown one only when its id differs (spec §4 "Lists"). */
export function shouldReplace(current: Popup | null, next: Popup | null | undefined): boolean {
  if (!next) return false;
  return current === null || current.id !== next.id;
}

const stamp = (p: Popup) => `${p.id}:${p.updated_at}`;
const entries = (cookie: string | undefined) => (cookie ? cookie.split('|').filter(Boolean) : []);

/** Whether this version of a popup was dismissed (an edited popup shows again). */
export function isDismissed(cookie: string | undefined, popup: Popup): boolean {
  return entries(cookie).includes(stamp(popup));
}

/** The cookie value after dismissing a popup (older versions of it forgotten, list capped). */
export function withDismissed(cookie: string | undefined, popup: Popup): string {
  const others = entries(cookie).filter((e) => !e.startsWith(`${popup.id}:`));
  return [...others, stamp(popup)].slice(-MAX_REMEMBERED).join('|');
}

/** The first popup of a list not yet dismissed. */
export function firstToShow(list: Popup[], cookie: string | undefined): Popup | null {
  return list.find((p) => !isDismissed(cookie, p)) ?? null;
}
