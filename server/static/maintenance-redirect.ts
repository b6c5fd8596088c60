/** A page request, answered by the site or sent to `/maintenance/`. */
type PageHandler<B> = (request: Request, bindings: B) => Response | Promise<Response>;

/** The page every other page leads to while the shop is closed. */
export const MAINTENANCE_PATH = '/maintenance/';

/** Whether a request asks for an HTML page of the shop (not an asset, not the maintenance page). */
export function isShopPageRequest(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const { pathname } = new URL(request.url);
  if (pathname.startsWith(MAINTENANCE_PATH) || pathname.startsWith('/_astro/')) return false;
  return pathname.endsWith('/') || pathname.endsWith('.html');
}

/** The in-process request for `GET /v1/maintenance` on behalf of a page request (same client). */
export function maintenanceStatusRequest(request: Request): Request {
  const headers = new Headers();
  for (const name of ['x-forwarded-for', 'x-forwarded-proto', 'x-channel-id']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Request(new URL('/v1/maintenance', request.url), { headers });
}

/** Whether a `GET /v1/maintenance` answer closes the shop for its client. */
export async function closesShop(response: Response): Promise<boolean> {
  if (response.status !== 200) return false;
  const body = (await response.json().catch(() => null)) as { is_enabled?: unknown } | null;
  return body?.is_enabled === true;
}

/**
 * Sends page requests to `/maintenance/?back=<page>` while `isClosed` says the shop is closed for
 * the client. Static pages carry no script for this (their CSP and the CDN story stay as they
 * are); islands on any host react to the API's 503 instead. Assets keep being served.
 */
export function withMaintenanceRedirect<B>(
  site: PageHandler<B>,
  isClosed: (request: Request, bindings: B) => Promise<boolean>,
): PageHandler<B> {
  return async (request, bindings) => {
    if (!isShopPageRequest(request) || !(await isClosed(request, bindings))) {
      return site(request, bindings);
    }
    const url = new URL(request.url);
    const target = new URL(MAINTENANCE_PATH, url);
    target.searchParams.set('back', `${url.pathname}${url.search}`);
    return new Response(null, {
      status: 302,
      headers: { Location: `${target.pathname}${target.search}`, 'Cache-Control': 'no-store' },
    });
  };
}
