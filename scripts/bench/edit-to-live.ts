import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { createApp } from '../../server/app';
import { createRebuilder } from '../../server/contexts/back-office/admin/index';
import type { Database } from '../../server/db/client';
import { news, productChannels, products } from '../../server/db/schema/index';
import { env } from '../../server/env';
import { buildWorker } from '../../server/static/channel-build';
import { createSitePublisher } from '../../server/static/channel-serving';
import type { ChannelSite } from '../../server/static/channel-sites';
import { siteDir } from '../../server/static/site-dir';
import { round } from './build';
import { benchCsvToLive, type CsvToLiveFigure, csvToLiveLine } from './csv-to-live';
import { TARGETS } from './report';

/** How long an editor's change took to be served, and what the rebuild did. */
export type EditFigure = {
  what: string;
  seconds: number;
  channels: { id: string; rendered: number; reused: number; seconds: number }[];
};

/** Median seconds of the price edits, the news edit, and every edit's rebuild report. */
export type EditFigures = {
  priceMedian: number;
  news: number;
  /** A hidden product shown (`is_show_product: true`): seconds until its page is published. */
  pageAdded: number;
  /** Seconds of the publish of every channel before the edits (partly from the bench's builds). */
  warmUp: number;
  edits: EditFigure[];
  /** A CSV renaming every product, to every channel live (`csvRename`), or null when not run. */
  csv: CsvToLiveFigure | null;
  /** Price edits while one channel is built whole (null with one channel). */
  beside: BesideFigure | null;
};

/** Price edits made while `channel` is built whole: live in the other channels, and then in it. */
export type BesideFigure = {
  channel: string;
  /** Seconds until each edit was live in every other channel that sells the product. */
  others: number[];
  /** Whether every edit was live in the others before the whole build ended. */
  beforeWholeEnded: boolean;
  /** Seconds from the first edit until the last edit was live in `channel` too. */
  whole: number;
};

const TOKEN = 'bench-editor-token';
const POLL_MS = 50;

/** Waits until every file holds `text` (the published site, read through each channel's link). */
async function until(files: string[], text: string, timeoutMs = 900_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const file of files) {
    while (!(await readFile(file, 'utf8').catch(() => '')).includes(text)) {
      if (Date.now() > deadline) throw new Error(`edit not live in time: ${file}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}

const yen = (n: number) => `¥${n.toLocaleString('ja-JP')}`;

/**
 * Edit to live (issue: editors and operators): with every channel built, an editor changes a
 * price with `PATCH /v1/admin/products/{key}` (five products), then a news item with `PUT
 * /v1/admin/news/{id}`; each is timed from the call until the new text is in the published page
 * of every channel that shows it. The rebuild is the shop's own (queued by the call, stale
 * channels only, incremental pages).
 */
export async function benchEditToLive(
  database: Database,
  sites: readonly ChannelSite[],
  apiBase: string,
  log: (line: string) => void = () => undefined,
  options: { csvRename?: boolean } = {},
): Promise<EditFigures> {
  const publisher = createSitePublisher({
    database,
    sites,
    siteDir: siteDir(env.SITE_DIR, sites[0]?.distDir),
    apiBase: () => apiBase,
    log,
    // As `npm start` publishes: whole builds beside the rounds, patches of channels side by side.
    afterWholeBuild: () => rebuilder.queue(database),
  });
  const rebuilder = createRebuilder(
    (scope, progress) => publisher.build(scope, progress),
    undefined,
    async () => (await publisher.stale({ quiet: true })).length === 0,
  );
  const api = createApp({ database, admin: { token: TOKEN, rebuilder } });
  const send = (method: string, path: string, body?: BodyInit, type = 'application/json') =>
    api.request(path, {
      method,
      headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': type },
      ...(body === undefined ? {} : { body }),
    });
  const call = (method: string, path: string, body: unknown) =>
    send(method, path, JSON.stringify(body));
  const report = async () =>
    (
      (await (
        await api.request('/v1/admin/rebuild', { headers: { Authorization: `Bearer ${TOKEN}` } })
      ).json()) as {
        channels: EditFigure['channels'];
      }
    ).channels.map(({ id, rendered, reused, seconds }) => ({
      id,
      rendered,
      reused,
      seconds: round(seconds),
    }));
  const pagesOf = (path: string, channelIds: string[]) =>
    sites.filter((s) => channelIds.includes(s.id)).map((s) => join(s.distDir, path, 'index.html'));

  // Publishes every channel through this shop's own publisher first (the bench's timed builds
  // write links only), so the edits below rebuild what they touched and nothing else.
  // Edits start from fresh workers, one renderer a channel, as on a serving node after start-up.
  for (const site of sites) buildWorker(site.id).stop();
  const warmStarted = performance.now();
  await publisher.build('all');
  await publisher.settled();
  await rebuilder.idle();
  const warmUp = round((performance.now() - warmStarted) / 1000);
  const edits: EditFigure[] = [];
  const picked = await database.db.select().from(products).orderBy(products.id).limit(5);
  for (const product of picked) {
    const sold = await database.db
      .select({ id: productChannels.channelId })
      .from(productChannels)
      .where(eq(productChannels.productId, product.id));
    const started = performance.now();
    const res = await call('PATCH', `/v1/admin/products/${product.key}`, {
      product_price: product.price + 10,
    });
    const answer = (await res.json()) as { product_price_with_tax: number };
    await until(
      pagesOf(
        `product/${product.key}`,
        sold.map((s) => s.id),
      ),
      yen(answer.product_price_with_tax),
    );
    const seconds = (performance.now() - started) / 1000;
    await rebuilder.idle();
    edits.push({ what: `price ${product.key}`, seconds: round(seconds), channels: await report() });
  }
  const [item] = await database.db.select().from(news).orderBy(news.id).limit(1);
  let newsSeconds = Number.NaN;
  if (item) {
    const title = `${item.title}（更新 ${Date.now()}）`;
    const started = performance.now();
    await call('PUT', `/v1/admin/news/${item.id}`, { title, body: item.bodyHtml });
    await until(
      pagesOf(
        `news/${item.key}`,
        sites.map((s) => s.id),
      ),
      title,
    );
    newsSeconds = round((performance.now() - started) / 1000);
    await rebuilder.idle();
    edits.push({ what: `news ${item.key}`, seconds: newsSeconds, channels: await report() });
  }
  const hidden = await hiddenProduct(database, sites[0]?.id ?? 'default');
  let pageAdded = Number.NaN;
  if (hidden) {
    const page = pagesOf(`product/${hidden.key}`, [sites[0]?.id ?? 'default']);
    const started = performance.now();
    await call('PATCH', `/v1/admin/products/${hidden.key}`, { is_show_product: true });
    await until(page, hidden.name);
    pageAdded = round((performance.now() - started) / 1000);
    await rebuilder.idle();
    edits.push({ what: `page added ${hidden.key}`, seconds: pageAdded, channels: await report() });
    await call('PATCH', `/v1/admin/products/${hidden.key}`, { is_show_product: false });
    await rebuilder.idle();
  }
  const beside = await pricesBesideWholeBuild(database, sites, call, pagesOf, publisher);
  await rebuilder.idle();
  const csv = options.csvRename
    ? await benchCsvToLive(database, sites, send, () => rebuilder.idle(), report)
    : null;
  const prices = edits.filter((e) => e.what.startsWith('price')).map((e) => e.seconds);
  prices.sort((a, b) => a - b);
  return {
    priceMedian: prices[Math.floor(prices.length / 2)] ?? Number.NaN,
    news: newsSeconds,
    pageAdded,
    warmUp,
    edits,
    csv,
    beside,
  };
}

/**
 * Two price edits, one after the other, while the last channel is built whole: its worker is
 * stopped first (as after a recycle), so the first edit's round hands it to a whole build and
 * patches the others; the second comes while that build runs. Each is timed until live in every
 * other channel that sells the product; then until the last edit is live in that channel too.
 */
async function pricesBesideWholeBuild(
  database: Database,
  sites: readonly ChannelSite[],
  call: (method: string, path: string, body: unknown) => Response | Promise<Response>,
  pagesOf: (path: string, channelIds: string[]) => string[],
  publisher: { settled(): Promise<void> },
): Promise<BesideFigure | null> {
  const whole = sites.at(-1);
  if (!whole || sites.length < 2) return null;
  const soldIn = await database.db
    .select({ id: products.id, key: products.key, price: products.price })
    .from(products)
    .innerJoin(productChannels, eq(productChannels.productId, products.id))
    .where(and(eq(productChannels.channelId, whole.id), eq(products.isShow, true)))
    .orderBy(products.id)
    .limit(20);
  const picked: { key: string; price: number; others: string[] }[] = [];
  for (const product of soldIn) {
    const channels = await database.db
      .select({ id: productChannels.channelId })
      .from(productChannels)
      .where(eq(productChannels.productId, product.id));
    const others = channels.map((c) => c.id).filter((id) => id !== whole.id);
    if (others.length > 0) picked.push({ ...product, others });
    if (picked.length === 2) break;
  }
  if (picked.length < 2) return null;
  buildWorker(whole.id).stop();
  const started = performance.now();
  const others: number[] = [];
  const prices: string[] = [];
  for (const product of picked) {
    const editStarted = performance.now();
    const res = await call('PATCH', `/v1/admin/products/${product.key}`, {
      product_price: product.price + 20,
    });
    const answer = (await res.json()) as { product_price_with_tax: number };
    prices.push(yen(answer.product_price_with_tax));
    await until(pagesOf(`product/${product.key}`, product.others), prices.at(-1) as string);
    others.push(round((performance.now() - editStarted) / 1000));
  }
  // The whole build reads the first edit: until it is published, the channel shows the old price.
  const [firstPage] = pagesOf(`product/${picked[0]?.key}`, [whole.id]);
  const shown = firstPage ? await readFile(firstPage, 'utf8').catch(() => '') : '';
  const beforeWholeEnded = !shown.includes(prices[0] as string);
  await until(pagesOf(`product/${picked[1]?.key}`, [whole.id]), prices[1] as string);
  await publisher.settled();
  return {
    channel: whole.id,
    others,
    beforeWholeEnded,
    whole: round((performance.now() - started) / 1000),
  };
}

/** A product sold on the channel but hidden, whose page showing it adds a page to the site. */
async function hiddenProduct(database: Database, channelId: string) {
  const [found] = await database.db
    .select({ key: products.key, name: products.name })
    .from(products)
    .innerJoin(productChannels, eq(productChannels.productId, products.id))
    .where(and(eq(products.isShow, false), eq(productChannels.channelId, channelId)))
    .orderBy(products.id)
    .limit(1);
  return found;
}

/** Report lines: one per edit, with each channel's pages rendered and reused. */
export function editReportLines(figures: EditFigures, target: number): string[] {
  const lines = [
    `edit to live: price median ${figures.priceMedian}s (target ≤ ${target}s: ${figures.priceMedian <= target ? 'ok' : 'OVER'}), news ${figures.news}s, page added ${figures.pageAdded}s`,
  ];
  for (const edit of figures.edits) {
    const parts = edit.channels.map(
      (c) => `${c.id} ${c.rendered}/${c.rendered + c.reused} in ${c.seconds}s`,
    );
    lines.push(`  ${edit.what}: ${edit.seconds}s (rendered/pages: ${parts.join(', ')})`);
  }
  if (figures.beside) lines.push(besideLine(figures.beside, target));
  if (figures.csv) lines.push(csvToLiveLine(figures.csv, TARGETS.pagesPerSecond));
  return lines;
}

/** The report line of the price edits made while one channel was built whole. */
export function besideLine(figure: BesideFigure, target: number): string {
  const worst = Math.max(...figure.others);
  const verdict = worst <= target && figure.beforeWholeEnded ? 'ok' : 'OVER';
  const during = figure.beforeWholeEnded ? 'before it ended' : 'NOT before it ended';
  return `price edits while ${figure.channel} is built whole: live in the other channels in ${figure.others.map((s) => `${s}s`).join(', ')} (target ≤ ${target}s, ${during}: ${verdict}); in ${figure.channel} after ${figure.whole}s`;
}
