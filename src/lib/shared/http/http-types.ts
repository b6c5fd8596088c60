import type { ApiError } from '../../../../contract/shared/error.schema';

/**
 * Paging read from the list headers (spec §3 "Pagination"); `capped`: more matched than `total`
 * (a keyword search stops counting at a cap and says so with `x-total-capped: 1`).
 */
export type Paging = {
  total: number;
  per: number;
  last: number;
  current: number;
  capped?: boolean;
};

/** A successful response. */
export type HttpOk<T> = {
  ignored: false;
  status: number;
  data: T;
  headers: Headers;
  paging: Paging | null;
};

/** Why a call resolved without data: ignored errors (spec §8) or a redirect already under way. */
export type IgnoreReason = 'network' | 'cancel' | 'redirect';

/** A call whose failure is deliberately swallowed; callers just stop. */
export type HttpIgnored = { ignored: true; reason: IgnoreReason };

/** What every client call resolves to. */
export type HttpResult<T> = HttpOk<T> | HttpIgnored;

/** Maintenance payload of a 503 (spec §3 "Maintenance"). */
export type MaintenanceInfo = { title: string; message: string; gtm_id: string | null };

/** An API error answer, thrown to the caller with the server's Japanese message. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: Record<string, string[]>;

  constructor(status: number, body: ApiError) {
    super(body.message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = body.code;
    this.errors = body.errors ?? {};
  }
}

/** Per-call options. */
export type RequestOptions = {
  method?: 'get' | 'post' | 'put' | 'patch' | 'delete';
  params?: Record<string, string | number | boolean | undefined>;
  data?: unknown;
  signal?: AbortSignal;
  responseType?: 'json' | 'blob';
  /**
   * false for a call that does not need the login (sign-in, public lists): no refresh before it
   * and a 401 goes to the caller. The bearer is still sent when held (spec §6: it is removed only
   * for `/public.json`).
   */
  session?: boolean;
  timeoutMs?: number;
  /** Extra headers (for example the refresh call's own bearer). */
  headers?: Record<string, string>;
  /**
   * false for a call a page makes on its own (not the shopper's action) and can do without, such
   * as the checkout's address book: a voucher session's refusal is then only thrown, not toasted.
   */
  passwordNotice?: boolean;
};
