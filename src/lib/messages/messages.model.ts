import type { InfoMessage } from '../../../contract/content/content.schema';

/** Cookie remembering hidden messages: code → the `updated_at` it was hidden at. */
export const MESSAGES_COOKIE = 'info_messages_hidden';

/** Hidden messages read from the cookie (bad values count as none). */
export function readHidden(cookie: string | undefined): Record<string, string> {
  if (!cookie) return {};
  try {
    const value = JSON.parse(cookie) as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** Shown until hidden, then hidden until its `updated_at` changes (spec §4 "Messages"). */
export function isVisible(hidden: Record<string, string>, message: InfoMessage): boolean {
  return hidden[message.code] !== message.updated_at;
}

/** The cookie value after hiding a message. */
export function hideIn(hidden: Record<string, string>, message: InfoMessage): string {
  return JSON.stringify({ ...hidden, [message.code]: message.updated_at });
}
