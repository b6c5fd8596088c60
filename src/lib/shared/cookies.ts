/** Options for writing a cookie; `maxAge` in seconds. */
export type CookieOptions = { maxAge?: number; path?: string; sameSite?: 'Lax' | 'Strict' };

/** A cookie store the session and cart read and write; the browser one wraps document.cookie. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string): void;
}

/** Parses a `Cookie` header string into a record (later duplicates win). */
export function parseCookies(header: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

/** Serialises one cookie for `document.cookie`. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (typeof location !== 'undefined' && location.protocol === 'https:') parts.push('Secure');
  return parts.join('; ');
}

/** A jar kept in memory: for tests and for code running outside a browser. */
export function memoryCookies(initial: Record<string, string> = {}): CookieJar {
  const values = new Map(Object.entries(initial));
  return {
    get: (name) => values.get(name),
    set: (name, value) => {
      values.set(name, value);
    },
    remove: (name) => {
      values.delete(name);
    },
  };
}

/** The browser's cookies; a no-op jar when there is no document (build time). */
export const browserCookies: CookieJar =
  typeof document === 'undefined'
    ? memoryCookies()
    : {
        get: (name) => parseCookies(document.cookie)[name],
        set: (name, value, options) => {
          // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some supported browsers
          document.cookie = serializeCookie(name, value, options);
        },
        remove: (name) => {
          // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some supported browsers
          document.cookie = serializeCookie(name, '', { maxAge: 0 });
        },
      };
