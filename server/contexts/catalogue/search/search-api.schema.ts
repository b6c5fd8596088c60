import * as v from 'valibot';
import { KEYWORD_MAX, stripControlChars } from '../../../../contract/catalog/catalog.schema';

/** The suggestions' and alternatives' answers: one schema each, shared with the storefront. */
export {
  type Alternatives,
  AlternativesSchema,
  type KeywordCount,
} from '../../../../contract/search/alternatives.schema';
export {
  SUGGESTION_LIMITS,
  type Suggestions,
  SuggestionsSchema,
} from '../../../../contract/search/suggestions.schema';

/** Query of the search calls: the text typed (empty or blank answers empty lists). */
export const SearchKeywordQuerySchema = v.object({
  keyword: v.optional(
    v.pipe(v.string(), v.maxLength(KEYWORD_MAX), v.transform(stripControlChars)),
    '',
  ),
});

/** Most words in one synonym group, and longest word. */
export const SYNONYM_LIMITS = { terms: 20, length: 50 } as const;

/** Body of creating or changing a synonym group: at least two words that mean the same. */
export const SynonymBodySchema = v.object({
  terms: v.pipe(
    v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(SYNONYM_LIMITS.length))),
    v.minLength(2),
    v.maxLength(SYNONYM_LIMITS.terms),
  ),
});
export type SynonymBody = v.InferOutput<typeof SynonymBodySchema>;

/** A synonym group as the admin calls answer it. */
export const SynonymSchema = v.object({
  id: v.number(),
  terms: v.array(v.string()),
  updated_at: v.string(),
});
export type Synonym = v.InferOutput<typeof SynonymSchema>;
