import { access, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite } from '../../server/build';
import type { Database } from '../../server/db/client';
import { channels } from '../../server/db/schema/index';
import { type ChannelSite, listChannelSites } from '../../server/static/channel-sites';
import { round } from './build';
import { guestJs, launchGuestBrowser } from './guest-js';
import { htmlBrotli, pageJs } from './js-size';
import { lighthouseMedian } from './lighthouse';
import { type BenchPage, DEFAULT_PRODUCT, productPath, skippedAudits } from './pages';
import { type JsRow, type SiteFigures, TARGETS } from './report';

/** A channel the bench builds and serves: its site, theme, customer set and whether guests may shop. */
export type BenchChannel = ChannelSite & {
  theme: string;
  customer: string | null;
  membersOnly: boolean;
};

/** Every channel `npm start` would serve (fallback first), with its theme and customer set. */
export async function benchChannels(database: Database, distDir: string): Promise<BenchChannel[]> {
  const sites = await listChannelSites(database, distDir);
  const rows = await database.db
    .select({
      id: channels.id,
      theme: channels.theme,
      customer: channels.customer,
      isNoMemberUse: channels.isNoMemberUse,
    })
    .from(channels);
  return sites.map((site) => {
    const row = rows.find((r) => r.id === site.id);
    return {
      ...site,
      theme: row?.theme ?? 'standard',
      customer: row?.customer ?? null,
      membersOnly: row ? !row.isNoMemberUse : false,
    };
  });
}

/** Builds the channels one after another into their own dist dirs; pages and seconds of each. */
export async function buildChannels(
  apiBase: string,
  sites: readonly BenchChannel[],
): Promise<Map<string, { pages: number; seconds: number }>> {
  if (sites.length === 0) return new Map();
  const result = await buildSite({
    apiBase,
    log: () => undefined,
    channels: sites.map(({ id, hosts, distDir }) => ({ id, hosts, distDir })),
  });
  return new Map(result.channels.map((c) => [c.id, { pages: c.pages, seconds: round(c.seconds) }]));
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * A product the channel sells and has a built page for: the default channel's one when it sells it
 * too (so themes compare on the same page), else the first the API lists for it (`X-Channel-Id`),
 * else the first product page on disk.
 */
export async function channelProductKey(
  apiBase: string,
  channelId: string,
  distDir: string,
): Promise<string> {
  const res = await fetch(new URL('/v1/products?per=1', apiBase), {
    headers: { 'X-Channel-Id': channelId },
  });
  const body = res.ok ? ((await res.json()) as { data?: { key?: string }[] }) : {};
  for (const key of [DEFAULT_PRODUCT, body.data?.[0]?.key]) {
    if (key && (await exists(join(distDir, productPath(key), 'index.html')))) return key;
  }
  const dirs = await readdir(join(distDir, 'product'), { withFileTypes: true });
  const first = dirs.find((d) => d.isDirectory() && !d.name.startsWith('_'));
  if (!first) throw new Error(`channel ${channelId}: no product page was built`);
  return first.name;
}

/** Whether the bench also loads each page as a guest who scrolls to the end (`BENCH_GUEST=0` skips it). */
const guestOn = () => process.env.BENCH_GUEST !== '0';

/**
 * JS of each page (those the build made) counted from the HTML ("first", "all") and as a guest's
 * browser fetches it after scrolling to the end ("guest"; on a members-only shop only its login
 * page, the one page a guest reaches), product page HTML and Lighthouse, of one built site.
 */
export async function measureSite(options: {
  distDir: string;
  pages: readonly BenchPage[];
  productPath: string;
  origin: string;
  membersOnly: boolean;
  lighthousePaths: readonly string[] | null;
  runs: number;
  label: string;
}): Promise<SiteFigures> {
  const js: JsRow[] = [];
  const browser = guestOn() ? await launchGuestBrowser() : null;
  try {
    for (const p of options.pages) {
      if (!(await exists(join(options.distDir, p.path, 'index.html')))) {
        console.log(`bench: ${options.label}: ${p.path} was not built; skipped`);
        continue;
      }
      const limit = p.shop ? TARGETS.shopJsBrotli : TARGETS.contentJsBrotli;
      // Issue 27 lowers the guest budget of the top, list and product pages; the login page keeps 90 KB.
      const shopGuest = p.path === '/login/' ? TARGETS.shopJsBrotli : TARGETS.shopGuestJsBrotli;
      const guestLimit = p.shop ? shopGuest : TARGETS.contentJsBrotli;
      const reachable = !options.membersOnly || p.path === '/login/';
      const guest =
        browser && reachable
          ? await guestJs(browser, options.origin, options.distDir, p.path)
          : { guestFiles: 0, guestBrotli: null };
      const first = await pageJs(options.distDir, p.path);
      js.push({ type: p.type, path: p.path, limit, guestLimit, ...first, ...guest });
    }
  } finally {
    await browser?.close();
  }
  const productHtmlBrotli = await htmlBrotli(options.distDir, options.productPath);
  let lighthouse: SiteFigures['lighthouse'] = null;
  if (options.lighthousePaths) {
    lighthouse = {};
    for (const path of options.lighthousePaths) {
      const url = new URL(path, options.origin).toString();
      console.log(`bench: lighthouse ${url} ×${options.runs}…`);
      lighthouse[path] = await lighthouseMedian(url, options.runs, skippedAudits(path));
    }
  }
  return { js, productHtmlBrotli, lighthouse };
}
