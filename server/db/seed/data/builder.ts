import { createRng, dayOf2026, hashString, rngInt } from './prng.ts';
import { type SizeKind, sizesOf, sizeTableOf } from './sizing.ts';
import { BRANDS } from './taxonomy.ts';
import type { SeedProduct, SeedVariant } from './types.ts';

/** One colour, material or pack size of an item; each becomes its own product. */
export type Variation = {
  slug: string;
  code: string;
  label: string;
  hue: number;
  price?: number;
  note?: string;
  hidden?: boolean;
};

/** A line of goods (e.g. a school sweater) expanded into one product per variation. */
export type ItemTemplate = {
  slug: string;
  code: string;
  name: string;
  category: string;
  brand: string;
  price: number;
  beforePrice?: number;
  tax?: 10 | 8;
  motif: string;
  size: SizeKind;
  summary: string;
  lead: string;
  features: string[];
  specs: [string, string][];
  tags: string[];
  variationLabel?: string;
  channels?: string[];
  ageRestricted?: boolean;
  accessories?: string[];
  variations: Variation[];
};

const sizeCode = (size: string) => (size === 'フリー' ? 'F' : size.replace('.', ''));

/** Renders the safe detail HTML: a lead paragraph, a feature list and a spec table. */
export function detailHtml(lead: string, features: string[], specs: [string, string][]): string {
  const items = features.map((f) => `<li>${f}</li>`).join('');
  const rows = specs.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('');
  return `<p>${lead}</p><ul>${items}</ul><table><tbody>${rows}</tbody></table>`;
}

/** Variants of one product with deterministic stock (a size is sometimes sold out). */
export function buildVariants(code: string, kind: SizeKind, seed: string): SeedVariant[] {
  const rng = createRng(hashString(`stock:${seed}`));
  const sizes = sizesOf(kind);
  const variants = sizes.map((size, i) => ({
    code: `${code}-${sizeCode(size)}`,
    name: size,
    stock: sizes.length > 1 && rng() < 0.08 ? 0 : rngInt(rng, 4, 48),
    sort: i + 1,
  }));
  if (variants.every((v) => v.stock === 0) && variants[0]) variants[0].stock = 12;
  return variants;
}

/** The maker that owns a brand. */
export function makerOf(brand: string): string {
  const found = BRANDS.find((b) => b.key === brand);
  if (!found) throw new Error(`unknown brand ${brand}`);
  return found.maker;
}

function buildOne(t: ItemTemplate, v: Variation): SeedProduct {
  const key = `${t.slug}-${v.slug}`;
  const code = `${t.code}-${v.code}`;
  const rng = createRng(hashString(key));
  const specs: [string, string][] = [[t.variationLabel ?? 'カラー', v.label], ...t.specs];
  const lead = v.note ? `${t.lead}${v.note}` : t.lead;
  return {
    key,
    code,
    name: `${t.name}（${v.label}）`,
    summary: t.summary,
    detail_html: detailHtml(lead, t.features, specs),
    price: v.price ?? t.price,
    before_price: t.beforePrice ?? null,
    tax_rate: t.tax ?? 10,
    category: t.category,
    maker: makerOf(t.brand),
    brand: t.brand,
    tags: t.tags,
    is_age_restricted: t.ageRestricted ?? false,
    is_show: !v.hidden,
    published_at: dayOf2026(rngInt(rng, 0, 300)),
    popularity: rngInt(rng, 10, 990),
    channels: t.channels ?? ['default'],
    variants: buildVariants(code, t.size, key),
    size_table: sizeTableOf(t.size),
    image: { hue: v.hue, motif: t.motif, count: rngInt(rng, 1, 3) },
    related: t.variations
      .filter((o) => o.slug !== v.slug && !o.hidden)
      .slice(0, 4)
      .map((o) => `${t.slug}-${o.slug}`),
    recommended: [],
    accessories: t.accessories ?? [],
  };
}

/** Expands item templates into products, one per variation. */
export function expand(templates: ItemTemplate[]): SeedProduct[] {
  return templates.flatMap((t) => t.variations.map((v) => buildOne(t, v)));
}

/** Shorthand for a colour variation. */
export const c = (
  slug: string,
  code: string,
  label: string,
  hue: number,
  extra: Partial<Variation> = {},
): Variation => ({
  slug,
  code,
  label,
  hue,
  ...extra,
});
