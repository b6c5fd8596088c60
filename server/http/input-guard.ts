import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { ERROR_CODES } from '../../contract/shared/error.schema';
import { ApiException } from './errors';

/** Largest request body by default: JSON forms are a few KB; nothing here takes uploads. */
export const DEFAULT_BODY_LIMIT = 100 * 1024;

/** 413 with the catalogue's Japanese body once a request body passes `maxSize` bytes. */
export function limitBody(maxSize = DEFAULT_BODY_LIMIT) {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiException(413, ERROR_CODES.payloadTooLarge);
    },
  });
}

/** Any control character (C0, DEL, C1): never meaningful in a path or a query. */
const CONTROL = /\p{Cc}/u;
/** Control characters other than tab, line feed and carriage return, which free text may hold. */
const CONTROL_IN_TEXT = /[^\P{Cc}\t\n\r]/u;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Whether the URL's path or query holds a control character once percent-decoded. */
export function urlHasControl(url: URL): boolean {
  if (url.pathname.split('/').some((segment) => CONTROL.test(decoded(segment)))) return true;
  for (const [key, value] of url.searchParams) {
    if (CONTROL.test(key) || CONTROL.test(value)) return true;
  }
  return false;
}

/** Whether any string (or key) in a parsed JSON value holds a control character free text may not. */
export function jsonHasControl(value: unknown): boolean {
  if (typeof value === 'string') return CONTROL_IN_TEXT.test(value);
  if (Array.isArray(value)) return value.some(jsonHasControl);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => CONTROL.test(key) || jsonHasControl(item));
  }
  return false;
}

/** The strings a body carries, for the body shapes routes read (JSON of any declared type, forms). */
async function bodyHasControl(c: Context): Promise<boolean> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || !c.req.raw.body) return false;
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/')) return false;
  // Hono keeps the text it read: the route's own json()/parseBody() reads it again for free.
  const text = await c.req.text();
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return [...new URLSearchParams(text)].some(
      ([k, v]) => CONTROL.test(k) || CONTROL_IN_TEXT.test(v),
    );
  }
  try {
    return jsonHasControl(JSON.parse(text));
  } catch {
    // Not JSON: the route's validator answers it; a raw NUL still never passes.
    return text.includes('\u0000');
  }
}

/**
 * 400 `common.bad_input` for a control character in the path, the query or a body string
 * (NUL and friends reach PostgreSQL as errors otherwise); tab and newlines stay allowed in bodies.
 */
export const rejectControlCharacters = createMiddleware(async (c, next) => {
  if (urlHasControl(new URL(c.req.url)) || (await bodyHasControl(c))) {
    throw new ApiException(400, ERROR_CODES.badInput);
  }
  await next();
});
