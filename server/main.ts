import cluster from 'node:cluster';
import { createApp } from './app.ts';
import { buildSite } from './build.ts';
import {
  ClusterSetupError,
  clusterSettings,
  isClusterWorker,
  type PrimarySteps,
  reportListening,
  runPrimary,
  siteReady,
} from './cluster.ts';
import { type Database, openDatabase } from './db/client.ts';
import { getContentVersion } from './db/content-version.ts';
import {
  assertProductionPayments,
  choosePaymentSetup,
  holdsDemoData,
  PaymentSetupError,
} from './domains/cart/payment-setup.ts';
import { ensurePostalCodes } from './domains/postal/postal-load.ts';
import { env } from './env.ts';
import { startWorker, type Worker } from './jobs/worker.ts';
import { log as logger } from './log.ts';
import { createChannelSiteHandler, ensureChannelSites } from './static/channel-serving.ts';
import { listChannelSites } from './static/channel-sites.ts';
import { distLayout } from './static/dist-layout.ts';
import { withHttps } from './static/hsts.ts';
import {
  closesShop,
  maintenanceStatusRequest,
  withMaintenanceRedirect,
} from './static/maintenance-redirect.ts';
import { isApiPath, type Listening, listen, loopbackHost } from './static/network.ts';
import { openShopDatabase } from './static/runtime.ts';
import { createSiteHandler } from './static/static-site.ts';

const log = (line: string) => logger.info(line);

/** Closes the server, the job worker and the database on SIGINT/SIGTERM, forcing exit if that hangs. */
function onShutdown(server: Listening, worker: Worker, database: Database): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: shutting down…`);
    setTimeout(() => process.exit(1), 5000).unref();
    Promise.allSettled([server.close(), worker.stop()])
      .then(() => database.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

/** The cluster primary's steps: migrate and seed, build through the workers, load postal codes. */
function primarySteps(distDir: string): PrimarySteps {
  let database: Database | undefined;
  const opened = () => database as Database;
  return {
    prepare: async () => {
      database = await openShopDatabase({ databaseUrl: env.DATABASE_URL }, log);
      return database;
    },
    buildSite: async (apiBase) =>
      ensureChannelSites(opened(), await listChannelSites(opened(), distDir), apiBase, log),
    afterReady: () => {
      ensurePostalCodes(opened()).catch((error) =>
        logger.error('postal codes: load failed', error),
      );
    },
    apiBase: (port) => `http://${loopbackHost(env.HOST)}:${port}`,
  };
}

/** `npm start`: one process serving the API and the built storefront on one origin. */
async function main(): Promise<void> {
  assertProductionPayments(env);
  const settings = clusterSettings(process.env);
  const layout = distLayout();
  if (settings.workers > 1 && cluster.isPrimary) {
    return runPrimary(settings, primarySteps(layout.distDir));
  }
  // A forked worker finds the database migrated and seeded by the primary.
  const forked = isClusterWorker();
  const database = forked
    ? await openDatabase({ databaseUrl: env.DATABASE_URL })
    : await openShopDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL }, log);
  const payments = choosePaymentSetup(env, await holdsDemoData(database));
  log(
    `payments: ${payments.provider}${payments.testMode ? ' (test payments, nothing is charged)' : ''}`,
  );
  // Known once the server listens; a rebuild is only ever asked for after that.
  let apiBase = '';
  // Every channel with host names gets its own build and is served at those names.
  const sites = await listChannelSites(database, layout.distDir);
  const rebuild = async () =>
    buildSite({ apiBase, log, channels: sites, contentVersion: await getContentVersion(database) });
  const api = createApp({ database, payments, admin: { rebuild } });
  let starting = true;
  const site = withHttps(
    createChannelSiteHandler(sites, (site) =>
      createSiteHandler({
        distDir: site.distDir,
        publicApiBase: env.PUBLIC_API_BASE,
        unavailable: () => starting,
        productExists: async (key) =>
          (
            await api.request(`/v1/products/${encodeURIComponent(key)}`, {
              headers: { 'X-Channel-Id': site.id },
            })
          ).status === 200,
      }),
    ),
    env.TRUST_PROXY,
  );
  // While maintenance is on, page requests go to /maintenance/ (same client address as the API sees).
  const pages = withMaintenanceRedirect(
    (req: Request) => site(req),
    async (req: Request, bindings: unknown) =>
      closesShop(await api.fetch(maintenanceStatusRequest(req), bindings)),
  );
  const server = await listen(
    (req, bindings) =>
      isApiPath(new URL(req.url).pathname) ? api.fetch(req, bindings) : pages(req, bindings),
    env.PORT,
    env.HOST,
  );
  // Mail and slow work: polled twice a second, so a mail is on disk soon after the call.
  const worker = startWorker(database);
  onShutdown(server, worker, database);
  apiBase = `http://${loopbackHost(env.HOST)}:${server.port}`;
  log(`api: listening on ${apiBase}/v1/`);
  if (forked) {
    reportListening(server.port);
    await siteReady();
  } else if (settings.buildOnStart) await ensureChannelSites(database, sites, apiBase, log);
  starting = false;
  log(`serving… ${sites.map((s) => `${s.id}: ${s.distDir}`).join(', ')}`);
  if (forked) return;
  log(`ready: http://localhost:${server.port}/`);
  // ~150,000 Japan Post rows load in the background once; look-ups wait for it if they come first.
  ensurePostalCodes(database).catch((error) => logger.error('postal codes: load failed', error));
}

main().catch((error: unknown) => {
  const known = error instanceof PaymentSetupError || error instanceof ClusterSetupError;
  logger.error('start failed:', known ? (error as Error).message : error);
  process.exit(1);
});
