/** The phone checks the phone journeys run on a screen: no sideways scroll, thumb-sized targets, axe. */
import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { expect } from './test';

/** Whether the page scrolls sideways on the phone (something wider than the screen). */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/**
 * Controls a thumb cannot hit reliably: buttons, fields, selects and links under 44 × 44 px.
 * Links inside running text are exempt (WCAG 2.5.8's inline exception); a checkbox or radio
 * counts by its label, which is what the shopper taps.
 */
export const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    };
    const controls = document.querySelectorAll(
      'a[href], button, input:not([type=hidden]), select, textarea, summary',
    );
    return [...controls]
      .filter(
        (el) => shown(el) && !(el.tagName === 'A' && getComputedStyle(el).display === 'inline'),
      )
      .map((el) => {
        const input = el as HTMLInputElement;
        const choice = input.type === 'checkbox' || input.type === 'radio';
        const target = (choice && input.labels?.[0]) || el;
        const box = target.getBoundingClientRect();
        const name = (el.textContent || input.name || el.getAttribute('aria-label') || '').trim();
        return { what: `${el.tagName.toLowerCase()} "${name.slice(0, 30)}"`, box };
      })
      .filter(({ box }) => box.width < 43.5 || box.height < 43.5)
      .map(({ what, box }) => `${what} ${Math.round(box.width)}×${Math.round(box.height)}`);
  });

/** The phone checks of one screen: no sideways scroll, no small targets, no axe violation. */
export async function expectPhoneFriendly(page: Page, what: string) {
  expect(await scrollsSideways(page), `${what} scrolls sideways`).toBe(false);
  expect(await smallTargets(page), `${what}: targets under 44 px`).toEqual([]);
  await expectNoViolations(page, what);
}
