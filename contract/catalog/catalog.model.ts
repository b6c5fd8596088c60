import type { Product, Variant } from './catalog.schema';
import { CATALOG_CORE_MESSAGES as M } from './catalog-core.messages';

/** Matches `/product/{key}/` and returns the key, else null. */
export function productKeyFromPath(pathname: string): string | null {
  const match = /^\/product\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** Variants in display order. */
export function sortedVariants(product: Product): Variant[] {
  return [...product.product_model.products].sort((a, b) => a.sort - b.sort);
}

/** Stock label of a variant. */
export function stockLabel(variant: Variant): string {
  if (!variant.is_stock_available || variant.stock <= 0) return M.stockNone;
  if (variant.stock <= 5) return M.stockFew(variant.stock);
  return M.stockAvailable;
}

/** First variant that can be bought, else the first one. */
export function defaultVariant(product: Product): Variant | undefined {
  const variants = sortedVariants(product);
  return variants.find((v) => v.is_stock_available && v.stock > 0) ?? variants[0];
}

/** Page numbers to link around the current one (at most `span` each side, plus first and last). */
export function pageNumbers(current: number, last: number, span = 2): number[] {
  const pages = new Set<number>([1, last]);
  for (let p = current - span; p <= current + span; p++) if (p >= 1 && p <= last) pages.add(p);
  return [...pages].filter((p) => p >= 1).sort((a, b) => a - b);
}

/** Spec §4 "Selling": not selling when the temporary-stop plugin is in use and is-selling is off. */
export function isSelling(
  settings: Record<string, string | number | boolean | undefined>,
): boolean {
  const on = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';
  return !(
    on(settings['PLUGIN.TEMPORARY_STOP_SELLING.IS_USE']) &&
    !on(settings['PLUGIN.TEMPORARY_STOP_SELLING.IS_SELLING'])
  );
}
