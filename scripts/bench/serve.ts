import { createApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { createChannelSiteHandler } from '../../server/static/channel-serving';
import type { ChannelSite } from '../../server/static/channel-sites';
import { isApiPath, type Listening, listen } from '../../server/static/network';
import { createSiteHandler } from '../../server/static/static-site';

/**
 * Serves the API and every channel's built site on one port, picked by host name as `npm start`
 * does (the first site, the default channel, answers `localhost`; `wa.localhost` gets `wa`'s).
 */
export function serveShop(
  database: Database,
  sites: readonly ChannelSite[],
  port: number,
): Promise<Listening> {
  const api = createApp({ database });
  const site = createChannelSiteHandler(sites, (s) =>
    createSiteHandler({
      distDir: s.distDir,
      productExists: async (key) =>
        (
          await api.request(`/v1/products/${encodeURIComponent(key)}`, {
            headers: { 'X-Channel-Id': s.id },
          })
        ).status === 200,
    }),
  );
  return listen(
    (req, bindings) =>
      isApiPath(new URL(req.url).pathname) ? api.fetch(req, bindings) : site(req),
    port,
    '127.0.0.1',
  );
}
