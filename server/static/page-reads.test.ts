import { describe, expect, it } from 'vitest';
import {
  keyedItems,
  type ReadsApart,
  renderReadLedger,
} from '../../contract/shared/render-reads.ts';
import {
  installRenderReads,
  japanDay,
  mayHold,
  type PageReads,
  readsPath,
  unchangedPages,
  withPageReads,
} from './page-reads.ts';

installRenderReads();
const ledger = () => renderReadLedger() ?? expect.fail('no ledger installed');

/** An API whose answers the test sets by URL (absent: 404; 'down': the fetch fails). */
function fakeApi(answers: Record<string, string>) {
  const asked: string[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    asked.push(`${new Headers(init?.headers).get('X-Channel-Id')} ${url}`);
    const body = answers[url];
    if (body === 'down') throw new Error('connection refused');
    return new Response(body ?? 'not found', { status: body === undefined ? 404 : 200 });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

/** Records one page that read `urls` (as the API answered them) and maybe every product. */
async function pageReading(answers: Record<string, string>, urls: string[], every = false) {
  const [, reads] = await withPageReads(async () => {
    for (const url of urls)
      ledger().api(url, 'default', answers[url] ? 200 : 404, answers[url] ?? 'not found');
    if (every) ledger().every('product');
  });
  return reads;
}

describe('withPageReads', () => {
  it('keeps the reads of each page apart, also when pages render at once', async () => {
    const [[, a], [, b]] = await Promise.all([
      withPageReads(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        ledger().api('http://api/v1/a', 'default', 200, 'a');
      }),
      withPageReads(async () => ledger().every('product')),
    ]);
    expect(a.reads).toEqual([
      { api: 'http://api/v1/a', channel: 'default', digest: expect.any(String) },
    ]);
    expect(b.reads).toEqual([{ every: 'product' }]);
    expect(a.day).toBe(japanDay());
  });

  it("gives every page that uses a memo the memo's reads, though only the first loaded it", async () => {
    let memo: ReadsApart<void> | undefined;
    const use = async () => {
      memo ??= ledger().apart(async () =>
        ledger().api('http://api/v1/settings', 'default', 200, 's'),
      );
      const { replay } = memo;
      await memo.value.then(() => replay());
    };
    const [[, first], [, second]] = await Promise.all([withPageReads(use), withPageReads(use)]);
    expect(first.reads).toHaveLength(1);
    expect(second.reads).toEqual(first.reads);
  });

  it('notes nothing outside a page', async () => {
    ledger().api('http://api/v1/x', 'default', 200, 'x');
    const [, reads] = await withPageReads(async () => undefined);
    expect(reads.reads).toEqual([]);
  });
});

describe('unchangedPages', () => {
  const answers = { 'http://api/v1/settings': 'v1', 'http://api/v1/news': 'n1' };

  it('holds a page while every answer it read is the same, each asked once', async () => {
    const api = fakeApi(answers);
    const recorded = new Map<string, PageReads>([
      ['/cart', await pageReading(answers, ['http://api/v1/settings'])],
      ['/news', await pageReading(answers, ['http://api/v1/settings', 'http://api/v1/news'])],
    ]);
    expect(await unchangedPages(recorded, { changes: {}, fetch: api.fetch })).toEqual(
      new Set(['/cart', '/news']),
    );
    expect(api.asked.sort()).toEqual([
      'default http://api/v1/news',
      'default http://api/v1/settings',
    ]);
    const moved = fakeApi({ ...answers, 'http://api/v1/news': 'n2' });
    expect(await unchangedPages(recorded, { changes: {}, fetch: moved.fetch })).toEqual(
      new Set(['/cart']),
    );
  });

  it('asks an answer once across two checks that share what was asked', async () => {
    const api = fakeApi(answers);
    const routes = new Map([['#/news/[key]', await pageReading(answers, ['http://api/v1/news'])]]);
    const pages = new Map([
      ['/news', await pageReading(answers, ['http://api/v1/settings', 'http://api/v1/news'])],
    ]);
    const check = { changes: {}, fetch: api.fetch, asked: new Map() };
    expect(await unchangedPages(routes, check)).toEqual(new Set(['#/news/[key]']));
    expect(await unchangedPages(pages, check)).toEqual(new Set(['/news']));
    expect(api.asked.sort()).toEqual([
      'default http://api/v1/news',
      'default http://api/v1/settings',
    ]);
  });

  it('counts a 404 as an answer: the page renders again when something appears', async () => {
    const recorded = new Map([['/faq', await pageReading({}, ['http://api/v1/free-area/9'])]]);
    expect(await unchangedPages(recorded, { changes: {}, fetch: fakeApi({}).fetch })).toEqual(
      new Set(['/faq']),
    );
    const appeared = fakeApi({ 'http://api/v1/free-area/9': 'now here' });
    expect(await unchangedPages(recorded, { changes: {}, fetch: appeared.fetch })).toEqual(
      new Set(),
    );
  });

  it('renders again a page whose answer cannot be read now', async () => {
    const recorded = new Map([['/cart', await pageReading(answers, ['http://api/v1/settings'])]]);
    const down = fakeApi({ 'http://api/v1/settings': 'down' });
    expect(await unchangedPages(recorded, { changes: {}, fetch: down.fetch })).toEqual(new Set());
  });

  it('renders again a page listing every product when any product changed', async () => {
    const recorded = new Map([['/', await pageReading(answers, [], true)]]);
    const api = fakeApi(answers);
    expect(await unchangedPages(recorded, { changes: { news: ['n'] }, fetch: api.fetch })).toEqual(
      new Set(['/']),
    );
    expect(
      await unchangedPages(recorded, { changes: { product: ['a'] }, fetch: api.fetch }),
    ).toEqual(new Set());
  });

  it('asks no answer of a page already known to render again', async () => {
    const listing = await pageReading(answers, ['http://api/v1/news'], true);
    const recorded = new Map([
      ['/', listing],
      ['/cart', await pageReading(answers, ['http://api/v1/settings'])],
    ]);
    const api = fakeApi(answers);
    const changes = { product: ['a'] };
    expect(await unchangedPages(recorded, { changes, fetch: api.fetch })).toEqual(
      new Set(['/cart']),
    );
    expect(api.asked).toEqual(['default http://api/v1/settings']);
    expect(mayHold(listing, { changes })).toBe(false);
    expect(mayHold(listing, { changes: { news: ['n'] } })).toBe(true);
  });

  it('holds nothing when the patch does not know what changed, or on another day in Japan', async () => {
    const recorded = new Map([['/cart', await pageReading(answers, ['http://api/v1/settings'])]]);
    const api = fakeApi(answers);
    expect(await unchangedPages(recorded, { changes: null, fetch: api.fetch })).toEqual(new Set());
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
    expect(
      await unchangedPages(recorded, { changes: {}, fetch: api.fetch, now: tomorrow }),
    ).toEqual(new Set());
    // Neither could hold whatever the API answers, so nothing was asked.
    expect(api.asked).toHaveLength(0);
  });
});

describe('unchangedPages with items of a keyed list', () => {
  const list = (items: unknown[]) => JSON.stringify({ data: items });
  const URL = 'http://api/v1/layouts';
  const before = list([
    { page: 'cart', sections: [1] },
    { page: 'top', sections: [2] },
  ]);

  /** A page that read the item `page` of the list as the build notes it. */
  async function pageReadingItem(body: string, page: string) {
    const [, reads] = await withPageReads(async () => {
      ledger().item(URL, 'default', 'page', page, keyedItems(body, 'page').get(page) ?? 'null');
    });
    return reads;
  }

  it("holds a page while its own item is the same, whatever the list's other items do", async () => {
    const recorded = new Map([
      ['/cart', await pageReadingItem(before, 'cart')],
      ['/top', await pageReadingItem(before, 'top')],
      ['/faq', await pageReadingItem(before, 'faq')],
    ]);
    const topMoved = list([
      { page: 'cart', sections: [1] },
      { page: 'top', sections: [3] },
    ]);
    const api = fakeApi({ [URL]: topMoved });
    expect(await unchangedPages(recorded, { changes: {}, fetch: api.fetch })).toEqual(
      new Set(['/cart', '/faq']),
    );
    // The list is asked once for all three pages.
    expect(api.asked).toEqual([`default ${URL}`]);
    const faqAppeared = list([
      { page: 'cart', sections: [1] },
      { page: 'faq', sections: [] },
    ]);
    expect(
      await unchangedPages(recorded, { changes: {}, fetch: fakeApi({ [URL]: faqAppeared }).fetch }),
    ).toEqual(new Set(['/cart']));
  });

  it('holds no page of a list that cannot be read or is not there', async () => {
    const recorded = new Map([['/cart', await pageReadingItem(before, 'cart')]]);
    for (const answers of [{ [URL]: 'down' }, {}] as Record<string, string>[]) {
      expect(
        await unchangedPages(recorded, { changes: {}, fetch: fakeApi(answers).fetch }),
      ).toEqual(new Set());
    }
  });
});

describe('readsPath', () => {
  it('drops trailing slashes and keeps the root', () => {
    expect(readsPath('/cart/')).toBe('/cart');
    expect(readsPath('/cart')).toBe('/cart');
    expect(readsPath('/')).toBe('/');
  });
});
