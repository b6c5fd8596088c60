import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

/** What the edge decided about where a request came from. */
export type RequestOrigin = { https: boolean; clientIp: string };

/** The value the trusted proxy added last to a comma-separated forwarding header. */
function lastForwarded(value: string | null | undefined): string | undefined {
  const last = value?.split(',').at(-1)?.trim();
  return last || undefined;
}

/** Whether a request came over https: its URL, or the trusted proxy's X-Forwarded-Proto. */
export function isHttpsRequest(request: Request, trustProxy: boolean): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  if (!trustProxy) return false;
  return lastForwarded(request.headers.get('x-forwarded-proto'))?.toLowerCase() === 'https';
}

/** The socket's address; `unknown` when there is none (in-process `app.request()`). */
function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The client's address: the socket's, or with a trusted proxy the last X-Forwarded-For entry
 * (the one that proxy appended; earlier entries are whatever the client sent).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? lastForwarded(c.req.header('x-forwarded-for')) : undefined;
  return forwarded ?? socketAddress(c);
}

/** Decides once per request whether it is https and who the client is (see `requestOrigin`). */
export function proxyMiddleware(trustProxy: boolean) {
  return createMiddleware(async (c, next) => {
    const origin: RequestOrigin = {
      https: isHttpsRequest(c.req.raw, trustProxy),
      clientIp: clientAddress(c, trustProxy),
    };
    c.set('requestOrigin', origin);
    await next();
  });
}

/** The edge's decision for this request; without the middleware, only the URL and socket count. */
export function requestOrigin(c: Context): RequestOrigin {
  const decided = c.get('requestOrigin') as RequestOrigin | undefined;
  return decided ?? { https: isHttpsRequest(c.req.raw, false), clientIp: clientAddress(c, false) };
}
