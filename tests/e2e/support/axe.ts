/** The axe check and the page lists the axe journeys visit (tests/e2e/a11y*.spec.ts). */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test';

/** Waits until the page's eager islands have hydrated and its animations ended, then runs axe (all its default rules). */
export async function expectNoViolations(page: Page, what: string) {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    () => !document.querySelector('astro-island[ssr]:not([client="visible"])'),
    undefined,
    { timeout: 30_000 },
  );
  // Contrast is judged on the settled page: a colour scheme's fade-in (finite) must have ended;
  // endless ones, such as a loading spinner, never do.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .every((a) => a.playState === 'finished'),
    undefined,
    { timeout: 30_000 },
  );
  // Axe's default mode opens a blank page per check to merge frames' results, which is only needed
  // for cross-origin frames and cost 0.6–1.7 s a check (half its time); the shop's pages have none,
  // which this asserts, so axe runs in the page itself.
  const origin = new URL(page.url()).origin;
  const foreignFrames = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => !url.startsWith('about:') && new URL(url).origin !== origin);
  expect(foreignFrames, `${what}: cross-origin frames axe would not read`).toEqual([]);
  // Only violations are asserted: axe then skips building node lists for passing and inapplicable
  // rules (every rule still runs), which is most of its time on a long page.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `${what} ${page.url()}`).toEqual([]);
}

/** A page type and the path of one page of it. */
type PageVisit = readonly [what: string, path: string];

/** The shop's own page types, around one product it sells (and its set order, where it has one). */
export function shopPages(product: string, set: string | null = product): PageVisit[] {
  return [
    ['top', '/'],
    ['product list', '/product/'],
    ['product', `/product/${product}/`],
    ...(set ? [['set order', `/product/${set}/uos/`] as const] : []),
    ['static content', '/guide/'],
    ['news list', '/news/'],
    ['blog post', '/blog/spring-coordinate/'],
    ['faq', '/faq/'],
    ['landing page', '/lp/spring-sale/'],
    ['contact', '/contact/'],
  ];
}

/** The sign-in pages, which a members-only shop also shows to guests. */
export const SIGN_IN_PAGES: PageVisit[] = [
  ['login', '/login/'],
  ['register', '/register/'],
  ['password reminder', '/reminder/'],
];

/** The not-found page. */
export const NOT_FOUND: PageVisit = ['not found', '/no-such-page/'];

/** Every public page type of an open shop, around the demo shirt. */
export const PUBLIC_PAGES: PageVisit[] = [
  ...shopPages('oxford-shirt'),
  ...SIGN_IN_PAGES,
  NOT_FOUND,
];

/** The member home and the my page screens. */
export const MEMBER_PAGES: PageVisit[] = [
  ['member home', '/ec/'],
  ['my page', '/mypage/'],
  ['order history', '/mypage/order_history/'],
  ['points', '/mypage/point/'],
  ['address book', '/mypage/address/'],
  ['address form', '/mypage/address/add/'],
  ['cards', '/mypage/card/'],
  ['lists', '/mypage/list/'],
  ['messages', '/mypage/message-center/'],
  ['product history', '/mypage/product_history/'],
  ['memorial days', '/mypage/memorial/'],
  ['inquiries', '/mypage/inquiry_history/'],
];
