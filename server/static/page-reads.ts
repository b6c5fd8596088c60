import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { RENDER_READS, type RenderReadLedger } from '../../contract/shared/render-reads.ts';

/** One read of a page's render: an API answer (by digest), or every record of a kind. */
export type PageRead = { api: string; channel: string; digest: string } | { every: string };

/** What a page without a cache key read when it was last rendered, and on which day (JST). */
export interface PageReads {
  day: string;
  reads: PageRead[];
}

type Store = Map<string, PageRead>;

const pages = new AsyncLocalStorage<Store>();

/** The digest of one API answer: its status and body. */
const answerDigest = (status: number, body: string) =>
  createHash('sha256').update(`${status}\n${body}`).digest('base64url');

const apiId = (url: string, channel: string) => `api ${channel} ${url}`;

const ledger: RenderReadLedger = {
  api(url, channel, status, body) {
    pages
      .getStore()
      ?.set(apiId(url, channel), { api: url, channel, digest: answerDigest(status, body) });
  },
  every(kind) {
    pages.getStore()?.set(`every ${kind}`, { every: kind });
  },
  apart(load) {
    const reads: Store = new Map();
    const value = pages.run(reads, load);
    return {
      value,
      replay() {
        const store = pages.getStore();
        if (store) for (const [id, read] of reads) store.set(id, read);
      },
    };
  },
};

/** Puts the ledger where the storefront's build readers look for it (once per process). */
export function installRenderReads(): void {
  (globalThis as Record<symbol, unknown>)[RENDER_READS] = ledger;
}

/** Made once: a formatter per page cost 3 s of a 10,000-product build. */
const JAPAN_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' });

/** Today in Japan: a page is rendered again at least once a day, whatever it read. */
export const japanDay = (now = new Date()): string => JAPAN_DATE.format(now);

/** Runs one page's render and returns its result with what it read. */
export async function withPageReads<T>(render: () => Promise<T>): Promise<[T, PageReads]> {
  const store: Store = new Map();
  const result = await pages.run(store, render);
  return [result, { day: japanDay(), reads: [...store.values()] }];
}

/** What a patch knows of the data now: the changed keys per kind (null: anything may have). */
export interface ReadCheck {
  changes: Record<string, string[]> | null;
  fetch?: typeof fetch;
  now?: Date;
}

/** API answers compared at once while checking reads. */
const CHECKS_AT_ONCE = 8;

/** The digest of the API's answer now, or null when it could not be read. */
async function answerNow(read: Extract<PageRead, { api: string }>, doFetch: typeof fetch) {
  try {
    const res = await doFetch(read.api, {
      headers: { Accept: 'application/json', 'X-Channel-Id': read.channel },
    });
    if (!res.ok && res.status !== 404) return null;
    return answerDigest(res.status, await res.text());
  } catch {
    return null;
  }
}

/**
 * The pages among `recorded` whose every read still holds: rendered today, no record of a kind
 * they listed changed, and every API answer they read the same now (each asked once). None when
 * the patch does not know what changed.
 */
export async function unchangedPages(
  recorded: ReadonlyMap<string, PageReads>,
  check: ReadCheck,
): Promise<Set<string>> {
  const { changes } = check;
  if (!changes) return new Set();
  const today = japanDay(check.now);
  const apis = new Map<string, Extract<PageRead, { api: string }>>();
  for (const { reads } of recorded.values()) {
    for (const read of reads) if ('api' in read) apis.set(apiId(read.api, read.channel), read);
  }
  const now = new Map<string, string | null>();
  const list = [...apis];
  for (let i = 0; i < list.length; i += CHECKS_AT_ONCE) {
    const batch = list.slice(i, i + CHECKS_AT_ONCE);
    await Promise.all(
      batch.map(async ([id, read]) => now.set(id, await answerNow(read, check.fetch ?? fetch))),
    );
  }
  const holds = (read: PageRead) =>
    'every' in read
      ? (changes[read.every] ?? []).length === 0
      : now.get(apiId(read.api, read.channel)) === read.digest;
  const unchanged = new Set<string>();
  for (const [page, { day, reads }] of recorded) {
    if (day === today && reads.every(holds)) unchanged.add(page);
  }
  return unchanged;
}

/** A page's path as reads are kept: without trailing slashes (`/` stays). */
export const readsPath = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';
