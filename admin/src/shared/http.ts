import { type ApiErrorBody, errorBodyOf, type FieldErrors } from './http.model';

/** A failed API call: its status, the Japanese message and any field errors. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
    /** The whole answer, for failures that carry more than `{code, message, errors}` (a 409's `current`). */
    readonly raw: unknown = undefined,
  ) {
    super(body.message ?? `HTTP ${status}`);
    this.name = 'ApiFailure';
  }

  /** Field errors of a 422 (empty otherwise). */
  get fieldErrors(): FieldErrors {
    return this.body.errors ?? {};
  }
}

/** The answer of a successful call: the parsed body (undefined for 204) and the headers. */
export type ApiAnswer<T> = { data: T; headers: Headers };

let csrfToken = '';
let signedOutHandler: () => void = () => {};

/** Sets the CSRF token every write sends (from the session answer). */
export function setCsrfToken(token: string): void {
  csrfToken = token;
}

/** What to do when a call answers 401 (the session is gone): the session store signs out. */
export function onSignedOut(handler: () => void): void {
  signedOutHandler = handler;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Calls the back-office API on this origin with the session cookie. Writes send the CSRF token.
 * A `File` body is sent as it is (a CSV import), anything else as JSON.
 * A 401 calls the signed-out handler (unless `quiet401`) and throws like every other failure.
 */
export async function call<T>(
  method: string,
  path: string,
  body?: unknown,
  options: { quiet401?: boolean } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const file = body instanceof Blob;
  if (body !== undefined) headers['Content-Type'] = file ? 'text/csv' : 'application/json';
  if (WRITES.has(method) && csrfToken) headers['X-CSRF-Token'] = csrfToken;
  const response = await fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : file ? body : JSON.stringify(body),
  });
  const json = await readJson(response);
  if (!response.ok) {
    if (response.status === 401 && !options.quiet401) signedOutHandler();
    throw new ApiFailure(response.status, errorBodyOf(json), json);
  }
  return { data: json as T, headers: response.headers };
}

/** Fetches a file (a CSV export): its bytes and headers, or an `ApiFailure` as `call` throws. */
export async function download(path: string): Promise<{ blob: Blob; headers: Headers }> {
  const response = await fetch(path, { credentials: 'same-origin' });
  if (!response.ok) {
    const json = await readJson(response);
    if (response.status === 401) signedOutHandler();
    throw new ApiFailure(response.status, errorBodyOf(json), json);
  }
  return { blob: await response.blob(), headers: response.headers };
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Sends a `multipart/form-data` write (a file upload) with the session cookie and the CSRF token. */
export async function upload<T>(path: string, form: FormData): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (csrfToken) headers['X-CSRF-Token'] = csrfToken;
  const response = await fetch(path, {
    method: 'POST',
    headers,
    credentials: 'same-origin',
    body: form,
  });
  const json = await readJson(response);
  if (!response.ok) {
    if (response.status === 401) signedOutHandler();
    throw new ApiFailure(response.status, errorBodyOf(json), json);
  }
  return { data: json as T, headers: response.headers };
}
