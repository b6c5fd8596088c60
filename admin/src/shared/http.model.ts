/** Paging of a list answer, read from the API's `x-*` headers. */
export type Paging = {
  total: number;
  perPage: number;
  currentPage: number;
  lastPage: number;
  /** More matched than `total` (`x-total-capped`): the list counted no further. */
  capped?: boolean;
};

/** Field errors as the API sends them: field name → Japanese messages. */
export type FieldErrors = Record<string, string[]>;

/** The API's error body (`{ code, message, errors? }`, server/http/errors.ts). */
export type ApiErrorBody = { code?: string; message?: string; errors?: FieldErrors };

/** Reads the paging headers of a list answer; missing ones fall back to a single page. */
export function pagingFrom(headers: Pick<Headers, 'get'>, rows: number): Paging {
  const read = (name: string, fallback: number) => {
    const value = Number(headers.get(name));
    return Number.isFinite(value) && headers.get(name) !== null ? value : fallback;
  };
  const total = read('x-total', rows);
  const perPage = read('x-per-page', Math.max(rows, 1));
  return {
    total,
    perPage,
    currentPage: read('x-current-page', 1),
    lastPage: Math.max(1, read('x-last-page', Math.ceil(total / Math.max(perPage, 1)))),
    ...(headers.get('x-total-capped') === '1' ? { capped: true } : {}),
  };
}

/** A query string of the set values only (`?a=1&b=x`), or '' when none is set. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Reads an error body defensively: anything that is not the API's shape becomes `{}`. */
export function errorBodyOf(json: unknown): ApiErrorBody {
  if (!json || typeof json !== 'object') return {};
  const body = json as Record<string, unknown>;
  const errors = body.errors;
  return {
    code: typeof body.code === 'string' ? body.code : undefined,
    message: typeof body.message === 'string' ? body.message : undefined,
    errors:
      errors && typeof errors === 'object' && !Array.isArray(errors)
        ? (errors as FieldErrors)
        : undefined,
  };
}

/** The first message for a field, or undefined. */
export function firstError(errors: FieldErrors | undefined, field: string): string | undefined {
  return errors?.[field]?.[0];
}

/** The rows of a list answer: the API wraps lists as `{ data: [...] }`; a bare array or `{ items }` is read too. */
export function rowsOf<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  if (body && typeof body === 'object') {
    const { data, items } = body as { data?: unknown; items?: unknown };
    if (Array.isArray(data)) return data as T[];
    if (Array.isArray(items)) return items as T[];
  }
  return [];
}
