/**
 * The `test` every journey imports: Playwright's, plus an automatic check that fails the test on
 * any uncaught exception (`pageerror`, e.g. React's hydration error #418) or console error in any
 * page the test opens, also in browser contexts it creates itself (issue 17: no console error).
 */
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { e2eRun } from './run-dir';

export { expect };

/**
 * Chromium logs every 4xx/5xx answer to a fetch as a console error. These statuses are the API's
 * documented answers to what a shopper typed or asked for (unknown link, taken or refused input,
 * too many attempts); a 401 (e.g. a guest's session check) or a 5xx still fails the journey.
 */
const EXPECTED_ANSWER =
  /^Failed to load resource: the server responded with a status of (400|403|404|409|410|422|429) /;

/** A failed sign-in answers 401 (wrong id or password) or 423 (locked): the form's documented replies. */
const SIGN_IN_ANSWER = /^Failed to load resource: the server responded with a status of (401|423) /;
const SIGN_IN_CALL = /\/v1\/auth\/login$/;

/** Whether a console error is an answer the page expects and shows to the shopper itself. */
function isExpectedAnswer(text: string, resource: string): boolean {
  return EXPECTED_ANSWER.test(text) || (SIGN_IN_ANSWER.test(text) && SIGN_IN_CALL.test(resource));
}

/** Whether the page belongs to the shop (any channel host on its port), not a third party such as the test OpenID provider. */
function isShopPage(page: Page): boolean {
  const port = String(e2eRun().port);
  try {
    return new URL(page.url()).port === port;
  } catch {
    return true;
  }
}

/** Starts collecting a page's errors into `errors`. */
function watchPage(page: Page, errors: string[]): void {
  page.on('pageerror', (error) => {
    if (isShopPage(page)) errors.push(`uncaught on ${page.url()}: ${error.message}`);
  });
  page.on('console', (message) => {
    if (!isShopPage(page)) return;
    const where = message.location().url || page.url();
    if (message.type() !== 'error' || isExpectedAnswer(message.text(), where)) return;
    errors.push(`console error on ${page.url()} (${where}): ${message.text()}`);
  });
}

/** Collects the errors of every page of `context`, present and future. */
function watchContext(context: BrowserContext, errors: string[]): void {
  for (const page of context.pages()) watchPage(page, errors);
  context.on('page', (page) => watchPage(page, errors));
}

/** Playwright's `test` with the page-error check on every test. */
export const test = base.extend<{ failOnPageErrors: undefined }>({
  failOnPageErrors: [
    async ({ context, browser }, use) => {
      const errors: string[] = [];
      watchContext(context, errors);
      // Journeys that open a second browser (a fresh visitor) are checked too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const created = await newContext(...args);
        watchContext(created, errors);
        return created;
      };
      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
      }
      expect(errors, 'no uncaught exception and no console error').toEqual([]);
    },
    { auto: true },
  ],
});
