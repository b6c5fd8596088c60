import { COMMON_MESSAGES, FALLBACK_ERRORS } from '../../../../contract/shared/common.messages';
import { type ApiError, BROWSER_ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { MaintenanceInfo, Paging } from './http-types';

/** Reads the paging headers; null when the response is not a paged list. */
export function parsePaging(headers: Headers): Paging | null {
  const total = headers.get('x-total');
  if (total === null) return null;
  const num = (name: string, fallback: number) => {
    const n = Number.parseInt(headers.get(name) ?? '', 10);
    return Number.isFinite(n) ? n : fallback;
  };
  return {
    total: num('x-total', 0),
    per: num('x-per-page', 10),
    last: num('x-last-page', 1),
    current: num('x-current-page', 1),
    ...(headers.get('x-total-capped') === '1' ? { capped: true } : {}),
  };
}

/** Request headers: channel always, bearer unless the call is for `/public.json` or unauthenticated. */
export function buildHeaders(input: {
  channelId: string;
  path: string;
  token: string | null;
}): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Channel-Id': input.channelId,
  };
  if (input.token && !isPublicEnvFile(input.path)) {
    headers.Authorization = `Bearer ${input.token}`;
  }
  return headers;
}

function isPublicEnvFile(path: string): boolean {
  return path.split('?')[0]?.endsWith('/public.json') ?? false;
}

/** Joins the API base and a path; `''` keeps same-origin paths. */
export function joinUrl(base: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** How a rejected call failed. */
export type Failure =
  | { kind: 'cancel' }
  | { kind: 'timeout'; error: unknown }
  | { kind: 'network' }
  | { kind: 'http'; status: number; data: unknown; headers: Headers };

/** Classifies a redaxios rejection: a response object, an abort/timeout, or a network error. */
export function classifyFailure(error: unknown): Failure {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    const res = error as { status: number; data?: unknown; headers?: Headers };
    return {
      kind: 'http',
      status: res.status,
      data: res.data,
      headers: res.headers ?? new Headers(),
    };
  }
  const name = error && typeof error === 'object' && 'name' in error ? error.name : '';
  if (name === 'TimeoutError') return { kind: 'timeout', error };
  if (name === 'AbortError') return { kind: 'cancel' };
  return { kind: 'network' };
}

// As valibot's `object` and `record`: any non-null object (its own keys are read).
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Keys valibot's `record` leaves out of its output (they could reach an object's prototype). */
const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * An error body as `ApiErrorSchema` reads it, or null when it is not one. Written out by hand
 * because the HTTP client runs on every page and valibot would then load with each of them;
 * `http-parts.test.ts` holds it to the schema's verdict and output.
 */
export function readApiError(data: unknown): ApiError | null {
  if (!isRecord(data) || typeof data.code !== 'string' || typeof data.message !== 'string')
    return null;
  const body: ApiError = { code: data.code, message: data.message };
  if (data.errors === undefined) return 'errors' in data ? { ...body, errors: undefined } : body;
  if (!isRecord(data.errors)) return null;
  const errors: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(data.errors)) {
    if (UNSAFE_KEYS.has(field)) continue;
    if (!Array.isArray(list) || !list.every((m) => typeof m === 'string')) return null;
    errors[field] = [...list];
  }
  return { ...body, errors };
}

/** Normalises an error body; anything that is not `{code, message}` becomes a generic error. */
export function toApiError(status: number, data: unknown): ApiError {
  const parsed = readApiError(data);
  if (parsed) return parsed;
  if (status === 404)
    return { code: BROWSER_ERROR_CODES.notFound, message: FALLBACK_ERRORS.notFound };
  return { code: BROWSER_ERROR_CODES.internal, message: FALLBACK_ERRORS.internal };
}

/** Maintenance info from a 503 body, with Japanese defaults. */
export function toMaintenanceInfo(data: unknown): MaintenanceInfo {
  const body = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const text = (value: unknown, fallback: string) =>
    typeof value === 'string' && value.trim() ? value : fallback;
  return {
    title: text(body.title, COMMON_MESSAGES.maintenanceTitle),
    message: text(body.message, FALLBACK_ERRORS.maintenance),
    gtm_id: typeof body.gtm_id === 'string' && body.gtm_id ? body.gtm_id : null,
  };
}

/** File name of a download from `x-suggested-filename` (may be percent-encoded), else the fallback. */
export function suggestedFilename(headers: Headers, fallback: string): string {
  const raw = headers.get('x-suggested-filename');
  if (!raw) return fallback;
  let name = raw;
  try {
    name = decodeURIComponent(raw);
  } catch {
    // keep the raw header when it is not valid percent-encoding
  }
  const safe = name.replace(/[\\/:*?"<>|\r\n]/g, '_').trim();
  return safe || fallback;
}
