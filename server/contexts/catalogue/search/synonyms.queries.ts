import { asc, eq, sql } from 'drizzle-orm';
import { normaliseSearchText } from '../../../../contract/search/normalise';
import type { Db } from '../../../db/client';
import { searchSynonyms } from '../../../db/schema/index';
import { forgetSynonyms } from '../catalog/index';
import type { Synonym } from './search-api.schema';

type SynonymRow = typeof searchSynonyms.$inferSelect;

/** A synonym group as the admin calls answer it. */
function toSynonym(row: SynonymRow): Synonym {
  return { id: row.id, terms: row.terms, updated_at: row.updatedAt.toISOString() };
}

/** The words as the query compares them: normalised, spaces dropped, each once. */
function normalisedTerms(terms: string[]): string[] {
  const words = terms.map((term) => normaliseSearchText(term).replace(/ /g, ''));
  return [...new Set(words.filter(Boolean))];
}

/** Every synonym group, oldest first. */
export async function listSynonyms(db: Db): Promise<Synonym[]> {
  const rows = await db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.id));
  return rows.map(toSynonym);
}

/** Adds a synonym group. */
export async function insertSynonym(db: Db, terms: string[]): Promise<Synonym> {
  const [row] = await db
    .insert(searchSynonyms)
    .values({ terms, normalisedTerms: normalisedTerms(terms) })
    .returning();
  forgetSynonyms(db);
  return toSynonym(row as SynonymRow);
}

/** Replaces a group's words; undefined when there is no such group. */
export async function updateSynonym(
  db: Db,
  id: number,
  terms: string[],
): Promise<Synonym | undefined> {
  const [row] = await db
    .update(searchSynonyms)
    .set({ terms, normalisedTerms: normalisedTerms(terms), updatedAt: sql`now()` })
    .where(eq(searchSynonyms.id, id))
    .returning();
  forgetSynonyms(db);
  return row && toSynonym(row);
}

/** Deletes a group; false when there was none. */
export async function deleteSynonym(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(searchSynonyms)
    .where(eq(searchSynonyms.id, id))
    .returning({ id: searchSynonyms.id });
  forgetSynonyms(db);
  return rows.length > 0;
}
