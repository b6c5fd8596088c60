import cluster from 'node:cluster';
import { join } from 'node:path';
import { createApp } from './app.ts';
import {
  ClusterSetupError,
  clusterSettings,
  isClusterWorker,
  type PrimarySteps,
  reportListening,
  runPrimary,
} from './cluster.ts';
import { createRebuilder, type Rebuilder } from './contexts/back-office/routes';
import {
  assertProductionPayments,
  choosePaymentSetup,
  createCardProvider,
  holdsDemoData,
  PaymentSetupError,
} from './contexts/commerce/routes';
import { ensurePostalCodes } from './contexts/platform/routes';
import { type Database, openDatabase } from './db/client.ts';
import { env } from './env.ts';
import { startWorker, type Worker } from './jobs/worker.ts';
import { log as logger } from './log.ts';
import { mailerFromEnv } from './services/mail/mailer.ts';
import {
  backOfficeHosts,
  createBackOfficeHandler,
  ensureBackOffice,
  routeByHost,
} from './static/back-office.ts';
import { renderChannelDraft } from './static/channel-build.ts';
import {
  createChannelSiteHandler,
  createSitePublisher,
  keepSitesCurrent,
} from './static/channel-serving.ts';
import { type ChannelSite, channelIdsOf, listChannelSites } from './static/channel-sites.ts';
import { distLayout } from './static/dist-layout.ts';
import { withHttps } from './static/hsts.ts';
import {
  closesShop,
  maintenanceStatusRequest,
  withMaintenanceRedirect,
} from './static/maintenance-redirect.ts';
import { isApiPath, type Listening, listen, loopbackHost } from './static/network.ts';
import { followPublished, type PublishedFolders } from './static/published-sites.ts';
import { openShopDatabase } from './static/runtime.ts';
import { folderPath, type SiteDir, siteDir } from './static/site-dir.ts';
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

/** A node's builds: the rebuilder (shared lock, reported state) over its channel publisher. */
function siteBuilds(
  database: Database,
  sites: readonly ChannelSite[],
  dir: SiteDir,
  apiBase: () => string,
  published?: PublishedFolders,
): { rebuilder: Rebuilder; keepCurrent: () => Promise<boolean>; warm: () => Promise<void> } {
  const publisher = createSitePublisher({
    database,
    sites,
    siteDir: dir,
    apiBase,
    sourceRoot: env.STOREFRONT_DIR,
    log,
    onPublished: () => published?.refresh(),
    // A whole build runs beside the rounds; a round after it patches what changed meanwhile.
    afterWholeBuild: () => rebuilder.queue(database),
  });
  const rebuilder = createRebuilder(
    (scope, progress) => publisher.build(scope, progress),
    undefined,
    async () => (await publisher.stale({ quiet: true })).length === 0,
  );
  return {
    rebuilder,
    keepCurrent: () => keepSitesCurrent(publisher, () => rebuilder.start(database, 'stale'), log),
    warm: () => publisher.warm(),
  };
}

/** Where the back office's built app is served from (built at start-up when missing or stale). */
const backOfficeDir = () => join(distLayout().buildsDir, 'back-office');

/** The cluster primary's steps: migrate and seed, build through the workers, load postal codes. */
function primarySteps(distDir: string, dir: SiteDir): PrimarySteps {
  let database: Database | undefined;
  const opened = () => database as Database;
  return {
    prepare: async () => {
      database = await openShopDatabase({ databaseUrl: env.DATABASE_URL }, log);
      return database;
    },
    buildSite: async (apiBase) => {
      void ensureBackOffice(backOfficeDir(), logger);
      const sites = await listChannelSites(opened(), distDir, channelIdsOf(env.SITE_CHANNELS));
      await siteBuilds(opened(), sites, dir, () => apiBase).keepCurrent();
    },
    afterReady: (built) => {
      void afterStartUpBuild(built).then(() =>
        ensurePostalCodes(opened()).catch((error) =>
          logger.error('postal codes: load failed', error),
        ),
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
  const dir = siteDir(env.SITE_DIR, layout.distDir);
  if (settings.workers > 1 && cluster.isPrimary) {
    return runPrimary(settings, primarySteps(layout.distDir, dir));
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
  // Known once the server listens; a build is only ever started after that.
  let apiBase = '';
  // Every channel with host names (or those of SITE_CHANNELS) gets its own build, served at those names.
  const sites = await listChannelSites(database, layout.distDir, channelIdsOf(env.SITE_CHANNELS));
  // Each channel serves the build named in published_sites (shared by every node), 503 until one is.
  const published = followPublished(database);
  await published.refresh();
  const builds = siteBuilds(database, sites, dir, () => apiBase, published);
  const mailer = mailerFromEnv();
  const api = createApp({
    database,
    payments,
    mailer,
    admin: { rebuilder: builds.rebuilder },
    sites: () => sites.map(({ id }) => ({ id, published: published.folderOf(id) !== undefined })),
    previews: (channelId, pathname, overrides) => {
      const target = sites.find((s) => s.id === channelId);
      if (!target) return Promise.resolve(null);
      const build = { apiBase, log, database };
      return renderChannelDraft(build, target, dir, pathname, overrides);
    },
  });
  const site = withHttps(
    createChannelSiteHandler(sites, (site) =>
      createSiteHandler({
        distDir: () => {
          const folder = published.folderOf(site.id);
          return folder && folderPath(dir, site.id, folder);
        },
        publicApiBase: env.PUBLIC_API_BASE,
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
  // The back office's host serves its app and /v1, never a shop page; the shop's hosts never serve it.
  const adminHosts = backOfficeHosts(env.ADMIN_HOST);
  const backOffice = withHttps(createBackOfficeHandler(backOfficeDir), env.TRUST_PROXY);
  const server = await listen(
    routeByHost(
      adminHosts,
      { api: (req, b) => api.fetch(req, b), backOffice: (req) => backOffice(req), shop: pages },
      isApiPath,
    ),
    env.PORT,
    env.HOST,
  );
  // Mail and slow work: polled twice a second, so a mail is on disk soon after the call.
  const worker = startWorker(database, {
    cards: createCardProvider(payments),
    mailer,
    contentChanged: () => void builds.rebuilder.queue(database),
  });
  onShutdown(server, worker, database);
  apiBase = `http://${loopbackHost(env.HOST)}:${server.port}`;
  log(`api: listening on ${apiBase}/v1/`);
  log(`serving… ${sites.map((s) => `${s.id}: ${dir.root}/${s.id}`).join(', ')}`);
  if (forked) return reportListening(server.port);
  log(
    `ready: http://localhost:${server.port}/ (back office: http://${[...adminHosts][0]}:${server.port}/)`,
  );
  void ensureBackOffice(backOfficeDir(), logger);
  // In the background: the fallback channel first, each served as soon as it is published.
  if (!settings.buildOnStart) log('build: skipped (BUILD_ON_START=false)');
  const built = settings.buildOnStart
    ? builds.keepCurrent().then((rebuilt) => {
        // Nothing built: load the renderers in the background, so the first change is a patch.
        if (!rebuilt) void builds.warm();
      })
    : Promise.resolve();
  // ~150,000 Japan Post rows load in the background once; look-ups wait for it if they come first.
  void afterStartUpBuild(built).then(() =>
    ensurePostalCodes(database).catch((error) => logger.error('postal codes: load failed', error)),
  );
}

/** How long background work waits for the start-up build (it may keep failing and retrying). */
const START_UP_BUILD_WAIT_MS = 10 * 60_000;

/**
 * Resolves when the start-up build is over, or after START_UP_BUILD_WAIT_MS: loading postal codes
 * competes with the build for the CPU, and channels are not served until their build is done.
 */
function afterStartUpBuild(built: Promise<void>): Promise<void> {
  const wait = new Promise<void>((resolve) => setTimeout(resolve, START_UP_BUILD_WAIT_MS).unref());
  return Promise.race([built, wait]);
}

main().catch((error: unknown) => {
  const known = error instanceof PaymentSetupError || error instanceof ClusterSetupError;
  logger.error('start failed:', known ? (error as Error).message : error);
  process.exit(1);
});
