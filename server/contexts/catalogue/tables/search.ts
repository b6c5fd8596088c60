/** Product search: the normalised text of each product and the shop's synonym groups. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamps, tstz } from '../../../db/schema/columns';
import { products } from './catalog';

/**
 * One product's search text, normalised by `contract/search/normalise.ts`: its name, codes,
 * brand/maker/category/tag names and summary/description apart (for ranking) and together with
 * the unigrams and bigrams of its words (`grams`, GIN-indexed: a term's bigrams, or a one-letter
 * term itself, narrow the rows before `LIKE` confirms the match).
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer()
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    nameText: text().notNull(),
    codeText: text().notNull(),
    facetText: text().notNull(),
    bodyText: text().notNull(),
    grams: text().array().notNull(),
    /**
     * The grams of the product's labels (name, codes, brand, maker, category, tags: all but the
     * description), for suggestions: a small array kept in the row, so a scan that tests it stays
     * cheap, where `grams` (the description's too) is stored out of line.
     */
    labelGrams: text().array().notNull().default(sql`'{}'::text[]`),
  },
  // fastupdate on, and every write of search rows merges the pending list it made at once
  // (`upsertSearchRows`): rows reach the tree in sorted bulk, 4–5× faster than key by key (a
  // renaming import of 10,000 products), and no pending list is left where no autovacuum runs
  // (PGlite), which made the planner prefer a sequential scan (靴: 262 ms; docs/performance.md).
  (t) => [
    index('product_search_grams_index').using('gin', t.grams).with({ fastupdate: true }),
    index('product_search_label_grams_index').using('gin', t.labelGrams).with({ fastupdate: true }),
  ],
);

/**
 * When each product's search row was last written or found current (start-up reindexes a product
 * changed since). Kept apart from the row: marking a row current then writes this small row, where
 * an update of the search row wrote every GIN key of its grams again (10,000 products marked
 * current after a price import: 44 s on PGlite).
 */
export const productSearchMarks = pgTable('product_search_marks', {
  productId: integer()
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  indexedAt: tstz().notNull().defaultNow(),
});

/** A group of words that mean the same to a shopper (Tシャツ = ティーシャツ = tee). */
export const searchSynonyms = pgTable('search_synonyms', {
  id: idColumn(),
  /** The words as the shop typed them. */
  terms: text().array().notNull(),
  /** The same words normalised, as the query's terms are compared with them. */
  normalisedTerms: text().array().notNull(),
  ...timestamps,
});
