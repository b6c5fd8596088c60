import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_MESSAGES } from '../../contract/shared/common.messages';
import { type ApiError, ERROR_CODES, type ErrorCode } from '../../contract/shared/error.schema';
import { log } from '../log';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from './db-unavailable';

/** An API error a handler throws: status, catalogue code, optional override message and field errors. */
export class ApiException extends Error {
  /** Seconds to send as `Retry-After` (a 429 or 503 that knows when to come back). */
  retryAfterS?: number;

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    readonly errors?: Record<string, string[]>,
    message?: string,
  ) {
    super(message ?? ERROR_MESSAGES[code]);
    this.name = 'ApiException';
  }

  /** The JSON body sent to the client. */
  body(): ApiError {
    const body: ApiError = { code: this.code, message: this.message };
    if (this.errors) body.errors = this.errors;
    return body;
  }
}

/** Error body for a catalogue code with its Japanese message. */
export function errorBody(code: ErrorCode, errors?: Record<string, string[]>): ApiError {
  return errors
    ? { code, message: ERROR_MESSAGES[code], errors }
    : { code, message: ERROR_MESSAGES[code] };
}

function fromHttpException(err: HTTPException): ApiException {
  if (err.status === 400) return new ApiException(400, ERROR_CODES.badJson);
  if (err.status === 401) return new ApiException(401, ERROR_CODES.unauthorized);
  if (err.status === 404) return new ApiException(404, ERROR_CODES.notFound);
  if (err.status === 503) return new ApiException(503, ERROR_CODES.maintenance);
  if (err.status === 429) return new ApiException(429, ERROR_CODES.rateLimited);
  return new ApiException(
    err.status >= 500 ? 500 : 422,
    err.status >= 500 ? ERROR_CODES.internal : ERROR_CODES.validation,
  );
}

/** The SQLSTATE of a database error, found on the error or its cause (drizzle wraps the driver's). */
function sqlState(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 3; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * PostgreSQL class 22 (data exception: a number out of range, text that is not a number, a byte
 * sequence the encoding refuses) is input the database could not take: the client's fault, never a
 * 500. Validation should have caught it first; this keeps anything it missed a 400.
 */
export function isDataException(err: unknown): boolean {
  return sqlState(err)?.startsWith('22') ?? false;
}

/** 503 `common.unavailable`: the database is out of reach; the same request may be sent again. */
export function databaseUnavailable(): ApiException {
  const api = new ApiException(503, ERROR_CODES.unavailable);
  api.retryAfterS = DATABASE_RETRY_AFTER_S;
  return api;
}

/** `app.onError`: every failure becomes `{code, message}` in Japanese; stacks stay in the server log. */
export function handleError(err: Error, c: Context): Response {
  let api: ApiException;
  if (err instanceof ApiException) api = err;
  else if (err instanceof HTTPException) api = fromHttpException(err);
  else if (err instanceof SyntaxError) api = new ApiException(400, ERROR_CODES.badJson);
  else if (isDataException(err)) api = new ApiException(400, ERROR_CODES.valueOutOfRange);
  else if (isDatabaseUnavailable(err)) api = databaseUnavailable();
  else api = new ApiException(500, ERROR_CODES.internal);
  if (api.code === ERROR_CODES.unavailable) {
    // One line while the database is down: a stack per request would bury the log.
    log.warn(`[api] ${c.req.method} ${c.req.path}: database unavailable (${err.message})`);
  } else if (api.status >= 500) log.error(`[api] ${c.req.method} ${c.req.path}`, err);
  if (api.retryAfterS) c.header('Retry-After', String(api.retryAfterS));
  return c.json(api.body(), api.status);
}

/** `app.notFound`: unknown routes answer the catalogue's not-found body. */
export function handleNotFound(c: Context): Response {
  return c.json(errorBody(ERROR_CODES.notFound), 404);
}
