import { atom } from 'nanostores';
import { MESSAGE_CENTER_MESSAGES as M } from '../../../contract/message-center/message-center.messages';
import type { SystemMessage } from '../../../contract/message-center/message-center.schema';
import { createPagedList } from '../mypage/paged-list.store';
import { ApiRequestError, http } from '../shared/http';
import { createMessageCenterApi } from './message-center.api';
import { applyUnread, claimUnreadTicket, loadUnreadCount } from './unread.store';

const api = createMessageCenterApi(http);

const messages = createPagedList<SystemMessage>({
  // The unread count rides on the page; a later count fetch started meanwhile wins.
  async fetchPage(n) {
    const ticket = claimUnreadTicket();
    const page = await api.page(n);
    if (page) applyUnread(ticket, page.unread);
    return page;
  },
});

/** The member's messages, newest first (/mypage/message-center/). */
export const $messages = messages.$list;

/** The open message (/mypage/message-center/{id}/). */
export const $openMessage = atom<{
  status: 'loading' | 'ready' | 'error' | 'missing';
  message: SystemMessage | null;
}>({ status: 'loading', message: null });

/** Loads one page of messages and the unread count. */
export const loadMessages = messages.load;

/** Opens a message; the server marks it read, so the unread count drops by one the first time. */
export async function openMessage(id: number): Promise<void> {
  $openMessage.set({ status: 'loading', message: null });
  try {
    const message = await api.open(id);
    if (!message) return;
    $openMessage.set({ status: 'ready', message });
    await loadUnreadCount();
  } catch (error) {
    const missing = error instanceof ApiRequestError && error.status === 404;
    $openMessage.set({ status: missing ? 'missing' : 'error', message: null });
  }
}

/** 未読に戻す: marks the open message unread again; the server's message on failure. */
export async function markUnread(
  id: number,
): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    const message = await api.mark(id, false);
    if (!message) return { ok: false, message: M.failed };
    $openMessage.set({ status: 'ready', message });
    await loadUnreadCount();
    return { ok: true };
  } catch (error) {
    return { ok: false, message: error instanceof ApiRequestError ? error.message : M.failed };
  }
}
