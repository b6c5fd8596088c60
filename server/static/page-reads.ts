import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import {
  keyedItems,
  RENDER_READS,
  type RenderReadLedger,
} from '../../contract/shared/render-reads.ts';

/** One item of a keyed list: the one whose `field` is `value` (see `keyedItems`). */
type ItemPick = { field: string; value: string };

/**
 * One read of a page's render: an API answer (by digest), one item of a keyed list's answer (by
 * the digest of that item), or every record of a kind.
 */
export type PageRead =
  | { api: string; channel: string; digest: string }
  | { api: string; channel: string; item: ItemPick; digest: string }
  | { every: string };

/** A read of an API answer, whole or one item of it. */
type ApiRead = Extract<PageRead, { api: string }>;

/** What a page without a cache key read when it was last rendered, and on which day (JST). */
export interface PageReads {
  day: string;
  reads: PageRead[];
}

type Store = Map<string, PageRead>;

const pages = new AsyncLocalStorage<Store>();

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** The digest of one API answer: its status and body. */
const answerDigest = (status: number, body: string) => sha256(`${status}\n${body}`);

const apiId = (url: string, channel: string) => `api ${channel} ${url}`;

const ledger: RenderReadLedger = {
  api(url, channel, status, body) {
    pages
      .getStore()
      ?.set(apiId(url, channel), { api: url, channel, digest: answerDigest(status, body) });
  },
  item(url, channel, field, value, item) {
    pages.getStore()?.set(`item ${channel} ${url} ${field}=${value}`, {
      api: url,
      channel,
      item: { field, value },
      digest: sha256(item),
    });
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
  /** Answers already asked, by read: checks that share it ask each answer once between them. */
  asked?: Map<string, Promise<Answer | null>>;
}

/** API answers compared at once while checking reads. */
const CHECKS_AT_ONCE = 8;

/** An API answer as a patch asks it again. */
export type Answer = { status: number; body: string };

/** The API's answer now (a 404 too), or null when it could not be read. */
async function answerNow(read: ApiRead, doFetch: typeof fetch): Promise<Answer | null> {
  try {
    const res = await doFetch(read.api, {
      headers: { Accept: 'application/json', 'X-Channel-Id': read.channel },
    });
    if (!res.ok && res.status !== 404) return null;
    return { status: res.status, body: await res.text() };
  } catch {
    return null;
  }
}

/**
 * Whether a page's reads may still hold before any API answer is asked: it was rendered today
 * and no record of a kind it listed whole changed. A page that fails here needs no answer asked.
 */
export function mayHold(recorded: PageReads, check: ReadCheck): boolean {
  const { changes } = check;
  if (!changes || recorded.day !== japanDay(check.now)) return false;
  return recorded.reads.every((read) => !('every' in read) || !changes[read.every]?.length);
}

/**
 * The pages among `recorded` whose every read still holds: rendered today, no record of a kind
 * they listed changed, and every API answer (or item of one) they read the same now. Each answer
 * is asked once (once across the checks that share `check.asked`), and only for the pages that
 * `mayHold`. None when the patch does not know what
 * changed.
 */
export async function unchangedPages(
  recorded: ReadonlyMap<string, PageReads>,
  check: ReadCheck,
): Promise<Set<string>> {
  const candidates = [...recorded].filter(([, reads]) => mayHold(reads, check));
  const apis = new Map<string, ApiRead>();
  for (const [, { reads }] of candidates) {
    for (const read of reads) if ('api' in read) apis.set(apiId(read.api, read.channel), read);
  }
  const asked = check.asked ?? new Map<string, Promise<Answer | null>>();
  const ask = (id: string, read: ApiRead) => {
    const answer = asked.get(id) ?? answerNow(read, check.fetch ?? fetch);
    asked.set(id, answer);
    return answer;
  };
  const now = new Map<string, Answer | null>();
  const list = [...apis];
  for (let i = 0; i < list.length; i += CHECKS_AT_ONCE) {
    const batch = list.slice(i, i + CHECKS_AT_ONCE);
    await Promise.all(batch.map(async ([id, read]) => now.set(id, await ask(id, read))));
  }
  // A list's items are read from its body once, however many pages read one of them.
  const lists = new Map<string, Map<string, string>>();
  const itemText = (id: string, body: string, { field, value }: ItemPick) => {
    const key = `${id} ${field}`;
    const items = lists.get(key) ?? keyedItems(body, field);
    lists.set(key, items);
    return items.get(value) ?? 'null';
  };
  const holds = (read: PageRead) => {
    if ('every' in read) return true;
    const id = apiId(read.api, read.channel);
    const answer = now.get(id);
    if (!answer) return false;
    if (!('item' in read)) return answerDigest(answer.status, answer.body) === read.digest;
    return answer.status === 200 && sha256(itemText(id, answer.body, read.item)) === read.digest;
  };
  return new Set(candidates.filter(([, { reads }]) => reads.every(holds)).map(([page]) => page));
}

/** A page's path as reads are kept: without trailing slashes (`/` stays). */
export const readsPath = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';
