import { atom } from 'nanostores';
import * as v from 'valibot';
import { type InfoMessage, InfoMessageSchema } from '../../../contract/content/content.schema';
import { listOf } from '../../../contract/shared/paging.schema';
import { browserCookies, type CookieJar } from '../shared/cookies';
import { ApiRequestError, http } from '../shared/http';
import { hideIn, isVisible, MESSAGES_COOKIE, readHidden } from './messages.model';

/** Information messages by code (loaded once per page), and which are hidden. */
export const $messages = atom<Record<string, InfoMessage>>({});
/** Hidden message versions (code → updated_at), mirrored from the cookie. */
export const $hiddenMessages = atom<Record<string, string>>({});

/** What the message actions depend on: every message, one by its code (null: none), the cookies. */
export type MessageDeps = {
  fetchAll(): Promise<InfoMessage[] | null>;
  fetchOne(code: string): Promise<InfoMessage | null>;
  jar: CookieJar;
};

/** Message actions bound to their dependencies (tests bind fakes). */
export function createMessageActions(deps: MessageDeps) {
  let all: Promise<void> | undefined;
  const single = new Map<string, Promise<void>>();
  const keep = (list: InfoMessage[]) =>
    $messages.set({ ...$messages.get(), ...Object.fromEntries(list.map((m) => [m.code, m])) });

  /**
   * Loads the page's messages once: a page with one message code asks for that message
   * (`GET /v1/messages/{code}`), any other page for every message (`GET /v1/messages?per=all`).
   */
  function loadMessages(codes: readonly string[] = []): Promise<void> {
    $hiddenMessages.set(readHidden(deps.jar.get(MESSAGES_COOKIE)));
    const [code, ...more] = new Set(codes);
    if (all || code === undefined || more.length > 0) {
      all ??= deps.fetchAll().then((list) => keep(list ?? []));
      return all;
    }
    let loading = single.get(code);
    if (!loading) {
      loading = deps.fetchOne(code).then((one) => keep(one ? [one] : []));
      single.set(code, loading);
    }
    return loading;
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
  fetchOne: async (code) => {
    try {
      const res = await http.get(`/v1/messages/${encodeURIComponent(code)}`, { session: false });
      return res.ignored ? null : v.parse(InfoMessageSchema, res.data);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) return null;
      throw error;
    }
  },
});

/** Loads the page's information messages once (the codes of its message slots). */
export const loadMessages = actions.loadMessages;
/** Hides one message until its `updated_at` changes. */
export const hideMessage = actions.hideMessage;
