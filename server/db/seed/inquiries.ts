import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { categories } from '../schema/index';

type SeedInquiryCategory = {
  key: string;
  name: string;
  children?: { key: string; name: string }[];
};

/** Inquiry categories on two levels (FIXTURES.md); `business` opens the business contact form. */
export const INQUIRY_CATEGORIES: SeedInquiryCategory[] = [
  {
    key: 'order',
    name: 'ご注文について',
    children: [
      { key: 'order-delivery', name: '配送・お届け' },
      { key: 'order-cancel', name: 'キャンセル・返品' },
    ],
  },
  {
    key: 'product',
    name: '商品について',
    children: [
      { key: 'product-stock', name: '在庫・入荷' },
      { key: 'product-spec', name: 'サイズ・仕様' },
    ],
  },
  { key: 'business', name: '法人・卸のお取引' },
  { key: 'other', name: 'その他' },
];

/** Inserts the inquiry categories (a category already there is kept). */
export async function seedInquiryCategories(tx: Tx): Promise<void> {
  let sort = 0;
  for (const root of INQUIRY_CATEGORIES) {
    sort += 10;
    const parentId = await upsert(tx, root.key, root.name, null, sort);
    for (const [i, child] of (root.children ?? []).entries()) {
      await upsert(tx, child.key, child.name, parentId, sort + i + 1);
    }
  }
}

async function upsert(tx: Tx, key: string, name: string, parentId: number | null, sort: number) {
  await tx
    .insert(categories)
    .values({ key, name, table: 'inquiries', parentId, sort })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.table, 'inquiries'), eq(categories.key, key)));
  if (!row) throw new Error(`seed: inquiry category ${key} missing`);
  return row.id;
}
