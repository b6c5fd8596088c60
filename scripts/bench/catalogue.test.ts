import { describe, expect, it } from 'vitest';
import { catalogueReportLines, type RungFigures } from './catalogue';

const latency = { path: '/v1/products?fields=list&page=1', p50: 10, p95: 20, load: 1 };
const rung = (over: Partial<RungFigures>): RungFigures => ({
  products: 2000,
  database: 'PostgreSQL',
  seedSeconds: 30,
  read: { seconds: 2, products: 2000, calls: 4, load: 1 },
  build: {
    products: 2000,
    pages: 2100,
    seconds: 60,
    pagesPerSecond: 35,
    workerPeakMemoryMiB: 900,
    peakMemoryMiB: 400,
    seedSeconds: 30,
    load: 2,
  },
  list: {
    page1: latency,
    deep: { ...latency, path: '/v1/products?page=120' },
    product: { ...latency, path: '/v1/products/bench-09000' },
    floor: latency,
  },
  listPostgres: null,
  edits: null,
  restart: null,
  ...over,
});

describe('catalogueReportLines', () => {
  it('gives a whole build its pages, seconds and rate', () => {
    const lines = catalogueReportLines([rung({})]);
    expect(lines).toContain(
      '  full build 2100 pages in 60s = 35 pages/s, worker peak 900 MiB, API peak 400 MiB (load 2)',
    );
  });

  it('marks a build stopped by BENCH_BUILD_SECONDS as bounded, with what it did so far', () => {
    const build = rung({}).build as NonNullable<RungFigures['build']>;
    const bounded = (renderingSeconds: number | null) =>
      catalogueReportLines([
        rung({
          build: {
            ...build,
            pages: 120,
            seconds: 10,
            pagesPerSecond: 12,
            bounded: {
              planned: 2100,
              renderingSeconds,
              pagesPerSecondRendering: renderingSeconds && 120 / renderingSeconds,
            },
          },
        }),
      ]).find((l) => l.includes('full build'));
    expect(bounded(4)).toBe(
      '  full build BOUNDED at 10s (BENCH_BUILD_SECONDS): 120 of 2100 pages rendered so far = 12 pages/s overall, 30 pages/s over the 4s of rendering; worker peak 900 MiB, API peak 400 MiB (load 2); nothing published',
    );
    expect(bounded(null)).toContain('rendering had not begun');
  });

  it('holds the warm restart to 5 s and 0 pages rendered', () => {
    const restart = (productSeconds: number, rendered: number) =>
      catalogueReportLines([
        rung({
          restart: { topSeconds: 2, productSeconds, rendered, upToDate: rendered === 0, load: 3 },
        }),
      ]).at(-1);
    expect(restart(4.5, 0)).toBe(
      '  warm restart (server/main.ts, default channel): top page 200 in 2s, product page in 4.5s (target ≤ 5s: ok), 0 pages rendered (target 0: ok), published site current (load 3)',
    );
    expect(restart(5.1, 12)).toContain(
      '(target ≤ 5s: OVER), 12 pages rendered (target 0: OVER), published site found stale',
    );
  });
});
