import type { Alternatives, KeywordCount } from '../../../contract/search/alternatives.schema';

/**
 * The keyword links of the no-result page: a close spelling first, then fewer words, each keyword
 * once (the server may offer the same word both ways) and never the keyword that found nothing.
 */
export function keywordWays(found: Alternatives): {
  didYouMean: KeywordCount[];
  fewerWords: KeywordCount[];
} {
  const seen = new Set([found.keyword]);
  const fresh = (list: KeywordCount[]) =>
    list.filter((k) => {
      if (seen.has(k.keyword) || k.total <= 0) return false;
      seen.add(k.keyword);
      return true;
    });
  const didYouMean = fresh(found.did_you_mean);
  return { didYouMean, fewerWords: fresh(found.fewer_words) };
}
