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

/** One error a journey causes on purpose: where it is raised (page or resource URL) and its text. */
export type ExpectedPageError = { url: RegExp; message: RegExp };

/** A page error as collected: what the report says, and where and what to match declarations against. */
type PageError = { report: string; url: string; message: string };

/** The errors seen so far, and the ones the journey declared it causes. */
type ErrorLog = { seen: PageError[]; expected: ExpectedPageError[] };

/** Starts collecting a page's errors into `log`. */
function watchPage(page: Page, log: ErrorLog): void {
  page.on('pageerror', (error) => {
    if (!isShopPage(page)) return;
    const url = page.url();
    log.seen.push({ report: `uncaught on ${url}: ${error.message}`, url, message: error.message });
  });
  page.on('console', (message) => {
    if (!isShopPage(page)) return;
    const where = message.location().url || page.url();
    if (message.type() !== 'error' || isExpectedAnswer(message.text(), where)) return;
    const report = `console error on ${page.url()} (${where}): ${message.text()}`;
    log.seen.push({ report, url: where, message: message.text() });
  });
}

/** Collects the errors of every page of `context`, present and future. */
function watchContext(context: BrowserContext, log: ErrorLog): void {
  for (const page of context.pages()) watchPage(page, log);
  context.on('page', (page) => watchPage(page, log));
}

const matches = (error: PageError, expected: ExpectedPageError) =>
  expected.url.test(error.url) && expected.message.test(error.message);

/**
 * What fails the journey: every error no declaration matches, and every declaration that matched
 * no error (a stale declaration would otherwise hide a future, different failure at that URL).
 */
export function unexpectedErrors(log: ErrorLog): string[] {
  const stray = log.seen
    .filter((e) => !log.expected.some((x) => matches(e, x)))
    .map((e) => e.report);
  const unseen = log.expected
    .filter((x) => !log.seen.some((e) => matches(e, x)))
    .map((x) => `declared but never raised: ${x.url} ${x.message}`);
  return [...stray, ...unseen];
}

/**
 * Playwright's `test` with the page-error check on every test. A journey that breaks something on
 * purpose declares that one error with `expectPageError({ url, message })`; anything else still fails it.
 */
export const test = base.extend<{
  expectPageError: (error: ExpectedPageError) => void;
  failOnPageErrors: ErrorLog;
}>({
  expectPageError: async ({ failOnPageErrors }, use) => {
    await use((error) => {
      failOnPageErrors.expected.push(error);
    });
  },
  failOnPageErrors: [
    async ({ context, browser }, use) => {
      const errorLog: ErrorLog = { seen: [], expected: [] };
      watchContext(context, errorLog);
      // Journeys that open a second browser (a fresh visitor) are checked too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const created = await newContext(...args);
        watchContext(created, errorLog);
        return created;
      };
      try {
        await use(errorLog);
      } finally {
        browser.newContext = newContext;
      }
      expect(unexpectedErrors(errorLog), 'no uncaught exception and no console error').toEqual([]);
    },
    { auto: true },
  ],
});
