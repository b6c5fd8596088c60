import { createMiddleware } from 'hono/factory';
import { env } from '../env';
import { requestOrigin } from './proxy';

/** Strict-Transport-Security for this shop: 180 days; subdomains only when HSTS_INCLUDE_SUBDOMAINS. */
export function hstsValue(includeSubDomains = env.HSTS_INCLUDE_SUBDOMAINS): string {
  return includeSubDomains ? 'max-age=15552000; includeSubDomains' : 'max-age=15552000';
}

/** Adds HSTS to responses the client received over https (direct TLS or the trusted proxy's). */
export const hstsOnHttps = createMiddleware(async (c, next) => {
  await next();
  if (requestOrigin(c).https) c.header('Strict-Transport-Security', hstsValue());
});
