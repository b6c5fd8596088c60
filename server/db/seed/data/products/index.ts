import { hashString } from '../prng.ts';
import { CATEGORIES } from '../taxonomy.ts';
import type { SeedProduct } from '../types.ts';
import { FOOD_ITEMS } from './food.ts';
import { GIFT_ITEMS } from './gifts.ts';
import { GOODS_ITEMS } from './goods.ts';
import { LADIES_KIDS_WEAR } from './ladies-kids.ts';
import { MENS_WEAR } from './mens.ts';
import { SCHOOL_WEAR } from './school.ts';
import { SCHOOL_GOODS } from './school-goods.ts';
import { SPECIAL_ITEMS, SPECIALS_NOT_RECOMMENDED } from './specials.ts';

const topOf = (category: string) => CATEGORIES.find((c) => c.key === category)?.parent ?? category;

/** Fills empty recommendation lists with four shown products of the same top category. */
function recommend(products: SeedProduct[]): SeedProduct[] {
  const pool = products.filter((p) => p.is_show && !SPECIALS_NOT_RECOMMENDED.includes(p.key));
  return products.map((p) => {
    if (p.recommended.length > 0) return p;
    const top = topOf(p.category);
    const picks = pool
      .filter((o) => o.key !== p.key && !p.related.includes(o.key) && topOf(o.category) === top)
      .sort((a, b) => hashString(`${p.key}>${a.key}`) - hashString(`${p.key}>${b.key}`))
      .slice(0, 4)
      .map((o) => o.key);
    return { ...p, recommended: picks };
  });
}

/** The other colours of the oxford shirt also point back to the white one. */
function linkOxford(p: SeedProduct): SeedProduct {
  return p.key.startsWith('oxford-bd-') ? { ...p, related: ['oxford-shirt', ...p.related] } : p;
}

/** Every product of the demo shop. */
export const PRODUCTS: SeedProduct[] = recommend(
  [
    ...SPECIAL_ITEMS,
    ...SCHOOL_WEAR,
    ...SCHOOL_GOODS,
    ...MENS_WEAR,
    ...LADIES_KIDS_WEAR,
    ...GOODS_ITEMS,
    ...GIFT_ITEMS,
    ...FOOD_ITEMS,
  ].map(linkOxford),
);
