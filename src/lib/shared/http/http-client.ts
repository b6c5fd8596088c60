import { BROWSER_ERROR_CODES } from '../../../../contract/shared/error.schema';
import {
  buildHeaders,
  classifyFailure,
  type Failure,
  joinUrl,
  parsePaging,
  suggestedFilename,
  toApiError,
  toMaintenanceInfo,
} from './http-parts';
import {
  ApiRequestError,
  type HttpIgnored,
  type HttpOk,
  type HttpResult,
  type MaintenanceInfo,
  type RequestOptions,
} from './http-types';

/** Whether a 503 body is the API's retryable "database out of reach" answer. */
const isPassingOutage = (data: unknown): boolean =>
  typeof data === 'object' &&
  data !== null &&
  (data as { code?: unknown }).code === BROWSER_ERROR_CODES.unavailable;

/** The redaxios call shape the client needs (redaxios itself, or a fake in tests). */
export type RequestFn = (config: {
  url: string;
  method: string;
  headers: Record<string, string>;
  params?: Record<string, string>;
  data?: unknown;
  responseType?: 'json' | 'blob';
  fetch?: typeof fetch;
}) => Promise<{ status: number; data: unknown; headers: Headers }>;

/** Session hooks the client calls; the session store provides them. */
export type AuthHooks = {
  token(): string | null;
  isExpired(): boolean;
  /** Refreshes the token; false when the refresh failed. */
  refresh(): Promise<boolean>;
  /** Clears the login locally (and tells the server when it can). */
  logout(): Promise<void>;
};

/** Everything the client depends on, injected so its rules can be tested without a network. */
export type HttpDeps = {
  request: RequestFn;
  fetch: typeof fetch;
  baseUrl: string;
  channelId: string;
  timeoutMs: number;
  auth: AuthHooks;
  navigate(url: string): void;
  onMaintenance(info: MaintenanceInfo): void;
  onInvalidChannel(): void;
  /** A voucher session was refused what needs a password login (403); `message` says why. */
  onPasswordLoginRequired?(message: string): void;
  /** Headers a call earns by its method and path (the bot-check token); none when omitted. */
  callHeaders?(method: string, path: string): Promise<Record<string, string>>;
};

/**
 * The login page for a password login, coming back to `here` afterwards.
 * @example passwordLoginUrl('/mypage/orders/') // '/login/?redirect=%2Fmypage%2Forders%2F'
 */
export function passwordLoginUrl(here: string): string {
  return `/login/?redirect=${encodeURIComponent(here)}`;
}

const REDIRECT: HttpIgnored = { ignored: true, reason: 'redirect' };

function cleanParams(params: RequestOptions['params']): Record<string, string> | undefined {
  if (!params) return undefined;
  const entries = Object.entries(params).filter(([, value]) => value !== undefined);
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

/** A fetch that aborts on the caller's signal or after the timeout (redaxios has no signal). */
function fetchWithSignals(base: typeof fetch, signal: AbortSignal | undefined, ms: number) {
  const timeout = AbortSignal.timeout(ms);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  return ((input: RequestInfo | URL, init?: RequestInit) =>
    base(input, { ...init, signal: combined })) as typeof fetch;
}

/** Creates the HTTP client: every cross-cutting rule of spec §4 "Requests" and §8 lives here. */
export function createHttpClient(deps: HttpDeps) {
  async function send<T>(path: string, options: RequestOptions): Promise<HttpOk<T>> {
    const method = options.method ?? 'get';
    // Asked per attempt: a retried call gets a fresh token (each verifies once).
    const earned = deps.callHeaders ? await deps.callHeaders(method, path) : {};
    const response = await deps.request({
      url: joinUrl(deps.baseUrl, path),
      method,
      headers: {
        ...buildHeaders({ channelId: deps.channelId, path, token: deps.auth.token() }),
        ...earned,
        ...options.headers,
      },
      params: cleanParams(options.params),
      data: options.data,
      responseType: options.responseType,
      fetch: fetchWithSignals(deps.fetch, options.signal, options.timeoutMs ?? deps.timeoutMs),
    });
    const data = response.data as T;
    return {
      ignored: false,
      status: response.status,
      data,
      headers: response.headers,
      paging: parsePaging(response.headers),
    };
  }

  async function logoutTo(url: string): Promise<HttpIgnored> {
    await deps.auth.logout().catch(() => undefined);
    deps.navigate(url);
    return REDIRECT;
  }

  async function handleFailure<T>(
    failure: Failure,
    path: string,
    options: RequestOptions,
    retried: boolean,
  ): Promise<HttpResult<T>> {
    if (failure.kind === 'cancel') return { ignored: true, reason: 'cancel' };
    if (failure.kind === 'network') return { ignored: true, reason: 'network' };
    if (failure.kind === 'timeout') throw failure.error;
    // A 503 `common.unavailable` is a passing outage (the database restarting), not maintenance:
    // the caller shows its message and the shopper retries on the same screen, input kept.
    if (failure.status === 503 && !isPassingOutage(failure.data)) {
      deps.onMaintenance(toMaintenanceInfo(failure.data));
      deps.navigate('/maintenance/');
      return REDIRECT;
    }
    const sentBearer = options.session !== false && deps.auth.token() !== null;
    if (failure.status === 401 && sentBearer) {
      if (retried) return logoutTo('/login/');
      if (!(await deps.auth.refresh())) return logoutTo('/login/?re=1');
      return attempt<T>(path, options, true);
    }
    const body = toApiError(failure.status, failure.data);
    if (body.code === BROWSER_ERROR_CODES.channelNotExist) deps.onInvalidChannel();
    if (body.code === BROWSER_ERROR_CODES.passwordLoginRequired && options.passwordNotice !== false)
      deps.onPasswordLoginRequired?.(body.message);
    throw new ApiRequestError(failure.status, body);
  }

  async function attempt<T>(
    path: string,
    options: RequestOptions,
    retried: boolean,
  ): Promise<HttpResult<T>> {
    try {
      return await send<T>(path, options);
    } catch (error) {
      return handleFailure<T>(classifyFailure(error), path, options, retried);
    }
  }

  /** Sends one call; refreshes an expired token first. */
  async function request<T>(path: string, options: RequestOptions = {}): Promise<HttpResult<T>> {
    if (options.session !== false && deps.auth.token() && deps.auth.isExpired()) {
      if (!(await deps.auth.refresh())) return logoutTo('/login/?re=1');
    }
    return attempt<T>(path, options, false);
  }

  /** Downloads a file; the name comes from `x-suggested-filename`. */
  async function download(path: string, fallbackName: string, options: RequestOptions = {}) {
    const result = await request<Blob>(path, { ...options, responseType: 'blob' });
    if (result.ignored) return result;
    return { ...result, filename: suggestedFilename(result.headers, fallbackName) };
  }

  return {
    request,
    download,
    get: <T>(path: string, o: RequestOptions = {}) => request<T>(path, { ...o, method: 'get' }),
    post: <T>(path: string, data?: unknown, o: RequestOptions = {}) =>
      request<T>(path, { ...o, method: 'post', data }),
    put: <T>(path: string, data?: unknown, o: RequestOptions = {}) =>
      request<T>(path, { ...o, method: 'put', data }),
    patch: <T>(path: string, data?: unknown, o: RequestOptions = {}) =>
      request<T>(path, { ...o, method: 'patch', data }),
    delete: <T>(path: string, o: RequestOptions = {}) =>
      request<T>(path, { ...o, method: 'delete' }),
  };
}

/** The client type, for modules that take one. */
export type HttpClient = ReturnType<typeof createHttpClient>;
