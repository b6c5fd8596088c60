/**
 * What a page's render read, told by the storefront's build readers to the build worker
 * (server/static/page-reads.ts) while it renders: a patch then renders a page without a cache
 * key again only when something it read changed. The worker puts its ledger on `globalThis`
 * under this symbol, because the storefront's code runs from the build's own bundle; outside the
 * worker (the browser, `astro dev`) there is none and nothing is noted.
 */
export const RENDER_READS = Symbol.for('shop.render-reads');

/** A read a memo made while loading, to be noted again for each page that uses the memo. */
export interface ReadsApart<T> {
  value: Promise<T>;
  /** Notes the memo's reads for the page (or memo) being rendered where this is called. */
  replay(): void;
}

/** What the build worker offers the storefront's build code while pages render. */
export interface RenderReadLedger {
  /** The page being rendered read `url` for `channel` and got `status` and `body`. */
  api(url: string, channel: string, status: number, body: string): void;
  /**
   * The page being rendered read one item of the keyed list at `url` (`{ data: [...] }`): the one
   * whose `field` is `value`, as `keyedItems` gives it from the list's body. Only that item is
   * checked later, so a page moves with its own item and not with the whole list.
   */
  item(url: string, channel: string, field: string, value: string, item: string): void;
  /** The page being rendered read every record of `kind` (its list changes with any of them). */
  every(kind: string): void;
  /** Runs `load` with its reads kept apart (a memo's), to be replayed where it is used. */
  apart<T>(load: () => Promise<T>): ReadsApart<T>;
}

/** The build worker's ledger, if this code runs in one. */
export const renderReadLedger = (): RenderReadLedger | undefined =>
  (globalThis as Record<symbol, RenderReadLedger | undefined>)[RENDER_READS];

/**
 * The JSON text of each item of a keyed list's body (`{ data: [...] }`) by its `field` value (the
 * first item of a value): what the build notes of an item and what a patch compares, made the
 * same way on both sides from the body the API sent. An item a list lacks reads as `null`.
 */
export function keyedItems(body: string, field: string): Map<string, string> {
  const list = (JSON.parse(body) as { data?: unknown }).data;
  const texts = new Map<string, string>();
  for (const item of Array.isArray(list) ? (list as Record<string, unknown>[]) : []) {
    const value = String(item?.[field]);
    if (!texts.has(value)) texts.set(value, JSON.stringify(item));
  }
  return texts;
}
