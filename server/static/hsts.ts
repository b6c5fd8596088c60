import { hstsValue } from '../http/hsts.ts';
import { isHttpsRequest } from '../http/proxy.ts';

/** The Strict-Transport-Security value, the same as the API's. */
export const HSTS = hstsValue();

type Handler = (request: Request) => Promise<Response>;

/** The request as the client sent it: https when a trusted proxy terminated TLS for it. */
function asClientSent(request: Request, https: boolean): Request {
  const url = new URL(request.url);
  if (!https || url.protocol === 'https:') return request;
  url.protocol = 'https:';
  return new Request(url, request);
}

/**
 * Serves the site over https as the client saw it: redirects keep https behind a trusted proxy,
 * and every https response carries Strict-Transport-Security.
 */
export function withHttps(handler: Handler, trustProxy: boolean): Handler {
  return async (request) => {
    const https = isHttpsRequest(request, trustProxy);
    const response = await handler(asClientSent(request, https));
    if (!https) return response;
    // Response.redirect() has immutable headers: copy before adding one.
    const copy = new Response(response.body, response);
    copy.headers.set('Strict-Transport-Security', HSTS);
    return copy;
  };
}
