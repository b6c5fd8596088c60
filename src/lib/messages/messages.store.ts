import { atom } from 'nanostores';
import * as v from 'valibot';
import { type InfoMessage, InfoMessageSchema } from '../content/content.schema';
import { listOf } from '../content/paging.schema';
import { browserCookies, type CookieJar } from '../shared/cookies';
import { http } from '../shared/http';
import { hideIn, isVisible, MESSAGES_COOKIE, readHidden } from './messages.model';

/** Information messages by code (loaded once per page), and which are hidden. */
export const $messages = atom<Record<string, InfoMessage>>({});
/** Hidden message versions (code → updated_at), mirrored from the cookie. */
export const $hiddenMessages = atom<Record<string, string>>({});

/** What the message actions depend on. */
export type MessageDeps = { fetchAll(): Promise<InfoMessage[] | null>; jar: CookieJar };

/** Message actions bound to their dependencies (tests bind fakes). */
export function createMessageActions(deps: MessageDeps) {
  let loaded: Promise<void> | undefined;

  /** Loads every message once (`GET /v1/messages?per=all`). */
  function loadMessages(): Promise<void> {
    $hiddenMessages.set(readHidden(deps.jar.get(MESSAGES_COOKIE)));
    loaded ??= deps.fetchAll().then((list) => {
      $messages.set(Object.fromEntries((list ?? []).map((m) => [m.code, m])));
    });
    return loaded;
  }

  /** Hides a message until it is updated; remembered in a cookie for a year. */
  function hideMessage(code: string): void {
    const message = $messages.get()[code];
    if (!message) return;
    const value = hideIn($hiddenMessages.get(), message);
    deps.jar.set(MESSAGES_COOKIE, value, { maxAge: 365 * 24 * 3600 });
    $hiddenMessages.set(readHidden(value));
  }

  return { loadMessages, hideMessage };
}

/** The message to show for a page code, or null when missing or hidden. */
export function visibleMessage(
  messages: Record<string, InfoMessage>,
  hidden: Record<string, string>,
  code: string,
): InfoMessage | null {
  const message = messages[code];
  return message && isVisible(hidden, message) ? message : null;
}

const actions = createMessageActions({
  jar: browserCookies,
  fetchAll: async () => {
    const res = await http.get('/v1/messages', { params: { per: 'all' }, session: false });
    return res.ignored ? null : v.parse(listOf(InfoMessageSchema), res.data).data;
  },
});

/** Loads every information message once. */
export const loadMessages = actions.loadMessages;
/** Hides one message until its `updated_at` changes. */
export const hideMessage = actions.hideMessage;
