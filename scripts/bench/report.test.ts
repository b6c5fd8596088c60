import { describe, expect, it } from 'vitest';
import {
  type ChannelResult,
  channelLines,
  type JsRow,
  lighthouseMisses,
  overBudget,
  TARGETS,
} from './report';

const row = (over: Partial<JsRow>): JsRow => ({
  type: 'top',
  path: '/',
  files: 3,
  bytes: 40_000,
  brotli: 12_000,
  initialBrotli: 10_000,
  initialFiles: 3,
  react: false,
  limit: TARGETS.shopJsBrotli,
  guestBrotli: 11_000,
  guestFiles: 3,
  guestLimit: TARGETS.shopGuestJsBrotli,
  ...over,
});
const scores = { performance: 99, accessibility: 100, seo: 100, bestPractices: 100 };
const channel = (over: Partial<ChannelResult>): ChannelResult => ({
  id: 'wa',
  theme: 'wa',
  customer: null,
  origin: 'http://wa.localhost:4730/',
  membersOnly: false,
  productPath: '/product/oxford-shirt/',
  pages: 400,
  buildSeconds: 12.5,
  js: [row({})],
  productHtmlBrotli: 10_000,
  lighthouse: { '/': scores },
  ...over,
});

describe('overBudget', () => {
  it('is empty when every figure is within its target', () => {
    expect(overBudget(channel({}))).toEqual([]);
  });

  it('names JS over its limit, React on a content page, heavy HTML and low scores', () => {
    const over = overBudget(
      channel({
        js: [
          row({ type: 'product', initialBrotli: TARGETS.shopJsBrotli + 1 }),
          row({ type: 'blog', limit: TARGETS.contentJsBrotli, react: true }),
          row({ type: 'faq', limit: TARGETS.contentJsBrotli, initialBrotli: 15 * 1024 }),
        ],
        productHtmlBrotli: TARGETS.productHtmlBrotli + 1,
        lighthouse: { '/login/': { ...scores, performance: 90, seo: 92 } },
      }),
    );
    expect(over).toEqual([
      'JS product',
      'JS blog',
      'product HTML',
      'Lighthouse /login/ (perf 90, seo 92)',
    ]);
  });

  it('holds what a guest fetches after scrolling to its own budget, and skips a page not measured so', () => {
    const over = overBudget(
      channel({
        js: [
          row({ type: 'product', guestBrotli: TARGETS.shopGuestJsBrotli + 1 }),
          row({ type: 'top', guestBrotli: TARGETS.shopGuestJsBrotli }),
          row({ type: 'top', guestBrotli: null }),
          row({
            type: 'blog',
            limit: TARGETS.contentJsBrotli,
            guestLimit: TARGETS.contentJsBrotli,
            guestBrotli: TARGETS.contentJsBrotli + 1,
          }),
        ],
      }),
    );
    expect(over).toEqual(['JS product', 'JS blog']);
  });

  it('holds accessibility and SEO to 100 and performance to 95', () => {
    expect(lighthouseMisses({ ...scores, performance: 95 })).toEqual([]);
    expect(lighthouseMisses({ ...scores, accessibility: 98 })).toEqual(['a11y 98']);
  });
});

describe('channelLines', () => {
  it('heads the tables with the channel, its theme or customer set and origin, rows marked', () => {
    const lines = channelLines(
      channel({
        id: 'school',
        customer: 'school',
        theme: 'standard',
        js: [row({ type: 'product', initialBrotli: TARGETS.shopJsBrotli + 200 })],
      }),
    );
    expect(lines[0]).toBe(
      '== channel school (customer set school over theme standard) at http://wa.localhost:4730/: 400 pages built in 12.5s',
    );
    expect(lines.find((l) => l.startsWith('product          '))).toMatch(/ OVER$/);
    expect(lines.find((l) => l.startsWith('product page HTML'))).toMatch(/ ok$/);
    expect(lines.at(-1)).toMatch(/^\/ .* ok$/);
  });

  it('says which audits a Lighthouse row left out', () => {
    const lines = channelLines(
      channel({ lighthouse: { '/login/': { ...scores, skipped: ['is-crawlable'] } } }),
    );
    expect(lines.at(-1)).toMatch(/ ok \(not scored: is-crawlable; noindex by design\)$/);
  });

  it('says how a members-only shop was measured', () => {
    const lines = channelLines(channel({ membersOnly: true, lighthouse: null }));
    expect(lines[1]).toContain('guests are sent to /login/');
    expect(lines.some((l) => l.startsWith('Lighthouse'))).toBe(false);
  });
});
