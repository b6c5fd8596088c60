import type { SeedProduct } from '../../server/db/seed/data/types';
import type { SeedData } from '../../server/db/seed/types';

const MOTIFS = ['shirt', 'bag', 'towel', 'cup', 'box'];

/** The key of the n-th (1-based) product the bench adds to the demo catalogue. */
export const benchProductKey = (n: number): string => `bench-${String(n).padStart(5, '0')}`;

/**
 * The demo shop grown to `total` products: extra products copy the demo ones' shape (category,
 * maker, brand, variants) with their own keys, names and prices, so every page renders like real.
 */
export function benchSeedData(base: SeedData, total: number): SeedData {
  const extra = Math.max(0, total - base.products.length);
  const templates = base.products.filter((p) => p.is_show && !p.is_age_restricted);
  const products: SeedProduct[] = [...base.products];
  for (let i = 0; i < extra; i++) {
    const t = templates[i % templates.length];
    if (!t) break;
    const n = String(i + 1).padStart(5, '0');
    products.push({
      ...t,
      key: benchProductKey(i + 1),
      code: `BN-${n}`,
      name: `${t.name} 第${i + 1}版`,
      price: t.price + (i % 50) * 10,
      popularity: i % 1000,
      published_at: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
      image: {
        ...t.image,
        hue: (t.image.hue + i * 7) % 360,
        motif: t.image.motif || (MOTIFS[i % 5] ?? 'box'),
      },
      related: [],
      recommended: [],
      accessories: [],
    });
  }
  return { ...base, products };
}
