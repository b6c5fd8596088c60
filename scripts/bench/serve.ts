import { createApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { isApiPath, type Listening, listen } from '../../server/static/network';
import { createSiteHandler } from '../../server/static/static-site';

/** Serves the API and a built site on one origin, as `npm start` does. */
export function serveShop(database: Database, distDir: string, port: number): Promise<Listening> {
  const api = createApp({ database });
  const site = createSiteHandler({
    distDir,
    productExists: async (key) =>
      (await api.request(`/v1/products/${encodeURIComponent(key)}`)).status === 200,
  });
  return listen(
    (req, bindings) =>
      isApiPath(new URL(req.url).pathname) ? api.fetch(req, bindings) : site(req),
    port,
    '127.0.0.1',
  );
}
