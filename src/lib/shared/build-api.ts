import * as v from 'valibot';
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
};

function buildUrl(path: string, options: BuildGetOptions): string {
  const url = new URL(joinUrl(options.base ?? env.BUILD_API_BASE, path));
  for (const [key, value] of Object.entries(options.params ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** GETs `path` from the API at build time and checks the body; throws on any error status. */
export async function buildGet<S extends v.GenericSchema>(
  path: string,
  schema: S,
  options: BuildGetOptions = {},
): Promise<{ data: v.InferOutput<S>; paging: Paging | null }> {
  const url = buildUrl(path, options);
  const doFetch = options.fetch ?? fetch;
  let res: Response;
  try {
    res = await doFetch(url, {
      headers: {
        Accept: 'application/json',
        'X-Channel-Id': options.channelId ?? env.PUBLIC_CHANNEL_ID,
      },
    });
  } catch (error) {
    throw new BuildApiError(0, url, `API not reachable (${String(error)}); is it running?`);
  }
  if (!res.ok) throw new BuildApiError(res.status, url, (await res.text()).slice(0, 300));
  const parsed = v.safeParse(schema, await res.json());
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new BuildApiError(
      res.status,
      url,
      `contract mismatch at ${v.getDotPath(issue) ?? '?'}: ${issue.message}`,
    );
  }
  return { data: parsed.output, paging: parsePaging(res.headers) };
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
