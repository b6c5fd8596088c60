import * as v from 'valibot';
import { keyedItems, renderReadLedger } from '../../../contract/shared/render-reads';
import { env } from './env';
import { joinUrl, parsePaging } from './http/http-parts';
import type { Paging } from './http/http-types';

/** A build-time API failure; the build stops on it (404 is the caller's to handle). */
export class BuildApiError extends Error {
  readonly status: number;

  constructor(status: number, url: string, detail: string) {
    super(`GET ${url} failed with ${status}: ${detail}`);
    this.name = 'BuildApiError';
    this.status = status;
  }
}

/** Options of a build-time GET. */
export type BuildGetOptions = {
  params?: Record<string, string | number | undefined>;
  base?: string;
  channelId?: string;
  fetch?: typeof fetch;
  /** Waits before each retry of a failed fetch (ms); default 200, 400, 800, 1600. */
  retryDelays?: readonly number[];
  /** False: the caller notes what the page used of the answer (`buildKeyedList`), not the answer. */
  note?: boolean;
};

/** Backoff of a fetch that failed on the network, a 5xx or a 429 (a busy machine, an API restarting). */
export const BUILD_RETRY_DELAYS: readonly number[] = [200, 400, 800, 1600];

/** Whether a failed call may succeed when tried again: the network, a 5xx or a 429; never another 4xx. */
export const isRetryable = (status: number): boolean =>
  status === 0 || status === 429 || status >= 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function buildUrl(path: string, options: BuildGetOptions): string {
  const url = new URL(joinUrl(options.base ?? env.BUILD_API_BASE, path));
  for (const [key, value] of Object.entries(options.params ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

const channelOf = (options: BuildGetOptions) => options.channelId ?? env.PUBLIC_CHANNEL_ID;

/** One GET with its checks; throws BuildApiError (status 0 when the API was not reached). */
async function getOnce<S extends v.GenericSchema>(
  url: string,
  schema: S,
  options: BuildGetOptions,
): Promise<{ data: v.InferOutput<S>; paging: Paging | null; body: string }> {
  const doFetch = options.fetch ?? fetch;
  const channel = channelOf(options);
  let res: Response;
  try {
    res = await doFetch(url, { headers: { Accept: 'application/json', 'X-Channel-Id': channel } });
  } catch (error) {
    throw new BuildApiError(0, url, `API not reachable (${String(error)}); is it running?`);
  }
  const body = await res.text();
  // A page that found nothing renders again when something appears there: a 404 is a read too.
  if ((res.ok || res.status === 404) && options.note !== false) {
    renderReadLedger()?.api(url, channel, res.status, body);
  }
  if (!res.ok) throw new BuildApiError(res.status, url, body.slice(0, 300));
  const parsed = v.safeParse(schema, JSON.parse(body));
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new BuildApiError(
      res.status,
      url,
      `contract mismatch at ${v.getDotPath(issue) ?? '?'}: ${issue.message}`,
    );
  }
  return { data: parsed.output, paging: parsePaging(res.headers), body };
}

/**
 * GETs `path` from the API at build time and checks the body; a network error, 5xx or 429 is
 * tried again with backoff (BUILD_RETRY_DELAYS), anything else throws at once.
 */
export async function buildGet<S extends v.GenericSchema>(
  path: string,
  schema: S,
  options: BuildGetOptions = {},
): Promise<{ data: v.InferOutput<S>; paging: Paging | null; body: string }> {
  const url = buildUrl(path, options);
  const delays = options.retryDelays ?? BUILD_RETRY_DELAYS;
  // No retry library is a dependency; the loop is small enough to keep here.
  for (let attempt = 0; ; attempt++) {
    try {
      return await getOnce(url, schema, options);
    } catch (error) {
      const delay = delays[attempt];
      const retry = error instanceof BuildApiError && isRetryable(error.status);
      if (!retry || delay === undefined) throw error;
      await sleep(delay);
    }
  }
}

/** Like buildGet, but a 404 resolves to null. */
export async function buildFind<S extends v.GenericSchema>(
  path: string,
  schema: S,
  options: BuildGetOptions = {},
): Promise<v.InferOutput<S> | null> {
  try {
    return (await buildGet(path, schema, options)).data;
  } catch (error) {
    if (error instanceof BuildApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * A keyed list (`{ data: [...] }`, items told apart by `field`) read at build time in one call;
 * the answer gives an item by its `field` value (null when none) and notes that the page read
 * that item only (`keyedItems`), so a patch renders a page again when its own item moved, not when
 * any item of the list did.
 */
export async function buildKeyedList<S extends v.GenericSchema>(
  path: string,
  itemSchema: S,
  field: string,
  options: BuildGetOptions = {},
): Promise<(value: string) => v.InferOutput<S> | null> {
  const listSchema = v.object({ data: v.array(itemSchema) });
  const { data, body } = await buildGet(path, listSchema, { ...options, note: false });
  const url = buildUrl(path, options);
  const channel = channelOf(options);
  const texts = keyedItems(body, field);
  const items = new Map<string, v.InferOutput<S>>();
  for (const item of data.data as v.InferOutput<S>[]) {
    const value = String((item as Record<string, unknown>)[field]);
    // The first of a value, as `keyedItems` keeps it.
    if (!items.has(value)) items.set(value, item);
  }
  return (value) => {
    renderReadLedger()?.item(url, channel, field, value, texts.get(value) ?? 'null');
    return items.get(value) ?? null;
  };
}
