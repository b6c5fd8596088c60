/** Rows per page, as the back office's list asks (`PRODUCTS_PER_PAGE` in admin/src/products/products.model.ts). */
const PER = 50;

/** Target of issue 35 (p95, ms): the back office's product list, filtered or searched, on PostgreSQL. */
export const ADMIN_LIST_TARGET_MS = 100;

/** p50 and p95 (ms) of one open-loop row, with the load average when it started. */
export type OpenFigure = {
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  max: number;
  load: number;
};

/** One call of the list: what it asks for and how it answered at a fixed arrival rate. */
export type AdminListRow = OpenFigure & { call: string; query: string };

/** Every call at one catalogue size, with the floor (`GET /v1/health`) measured the same way. */
export type AdminListFigure = {
  products: number;
  /** Products the list holds (its `X-Total`, deleted ones left out). */
  listed: number;
  seedSeconds: number;
  rate: number;
  seconds: number;
  floor: OpenFigure;
  rows: AdminListRow[];
  /** EXPLAIN (ANALYZE) of the slowest calls' statements (count and page). */
  plans: string[];
};

/** The calls timed: the list's first page, a page 90 % deep, a search, each filter and a sort. */
export function adminListCalls(
  listed: number,
  values: { category: string; brand: string; channel: string; keyword: string },
): { call: string; query: Record<string, string> }[] {
  const deep = Math.max(1, Math.floor((listed / PER) * 0.9));
  const per = String(PER);
  return [
    { call: 'no filter, page 1', query: { per } },
    { call: `deep page ${deep}`, query: { per, page: String(deep) } },
    { call: 'keyword', query: { per, keyword: values.keyword } },
    { call: 'category', query: { per, category: values.category } },
    { call: 'brand', query: { per, brand: values.brand } },
    { call: 'visibility hidden', query: { per, visibility: 'hidden' } },
    { call: 'stock out', query: { per, stock: 'out' } },
    { call: `channel ${values.channel}`, query: { per, channel: values.channel } },
    { call: 'sorted by price', query: { per, sort: 'price', order: 'asc' } },
  ];
}

const ms = (n: number) => n.toFixed(1).padStart(7);

/** The table of one or more sizes: p50 and p95 of each call beside the floor, marked against 100 ms. */
export function adminListReportLines(figures: readonly AdminListFigure[]): string[] {
  const lines = [
    `== back-office product list (GET /v1/admin/products, 50 a page, editor's session), PostgreSQL, open loop; target p95 ≤ ${ADMIN_LIST_TARGET_MS} ms`,
  ];
  for (const f of figures) {
    lines.push(
      `-- ${f.products.toLocaleString('en')} products (${f.listed.toLocaleString('en')} listed), ${Number.isNaN(f.seedSeconds) ? "the catalogue rung's database reused" : `seeded in ${f.seedSeconds}s`}; ${f.rate} req/s for ${f.seconds}s a row`,
      'call                       p50 ms  p95 ms  max ms  sent  load  floor p50/p95 ms (load)',
    );
    const floor = `${f.floor.p50.toFixed(1)}/${f.floor.p95.toFixed(1)} (${f.floor.load})`;
    for (const r of f.rows) {
      const verdict = r.p95 <= ADMIN_LIST_TARGET_MS ? 'ok' : 'OVER';
      lines.push(
        `${r.call.padEnd(24)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.max)} ${String(r.requests).padStart(5)} ${String(r.load).padStart(5)}  ${floor.padEnd(24)} ${verdict}`,
      );
    }
    const over = f.rows.filter((r) => r.p95 > ADMIN_LIST_TARGET_MS).map((r) => r.call);
    lines.push(
      over.length
        ? `OVER target at ${f.products.toLocaleString('en')}: ${over.join(', ')}`
        : `every call within ${ADMIN_LIST_TARGET_MS} ms p95 at ${f.products.toLocaleString('en')}`,
    );
  }
  return lines;
}
