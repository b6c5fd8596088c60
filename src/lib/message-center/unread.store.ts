import { atom } from 'nanostores';
import { http } from '../shared/http';
import { createMessageCenterApi } from './message-center.api';

/** The member's unread message count for the header badge; null until known. */
export const $unreadCount = atom<number | null>(null);

// Counts can arrive out of order (the badge's first fetch may overtake a later read); the latest asked wins.
let latest = 0;

/** A ticket for a count about to be fetched. */
export function claimUnreadTicket(): number {
  latest += 1;
  return latest;
}

/** Shows a fetched count unless a later fetch was started meanwhile. */
export function applyUnread(ticket: number, count: number): void {
  if (ticket === latest) $unreadCount.set(count);
}

/** Fetches the unread count (one message per page: only the header matters); members only. */
export async function loadUnreadCount(): Promise<void> {
  const ticket = claimUnreadTicket();
  try {
    const page = await createMessageCenterApi(http).page(1, 1);
    if (page) applyUnread(ticket, page.unread);
  } catch {
    // The badge is a hint; the header stays usable without it.
  }
}
