import { normaliseSearchText, searchTerms } from '../../../../contract/search/normalise';

/** The words of a keyword as typed (split on any space), for offering it with fewer words. */
export function typedWords(keyword: string): string[] {
  return keyword.split(/[\s\u3000]+/).filter((word) => searchTerms(word).length > 0);
}

/** Most words a keyword may have for its shorter forms to be tried (each one is a count). */
export const FEWER_WORDS_MAX = 4;

/** The keyword with one word left out, for each word (for two to FEWER_WORDS_MAX words). */
export function fewerWordKeywords(keyword: string): string[] {
  const words = typedWords(keyword);
  if (words.length < 2 || words.length > FEWER_WORDS_MAX) return [];
  const shorter = words.map((_, i) => words.filter((__, j) => j !== i).join(' '));
  return [...new Set(shorter)];
}

/** The bigrams of normalised text (spaces dropped); a one-letter text is its own gram. */
function bigrams(text: string): Set<string> {
  const letters = Array.from(text.replace(/ /g, ''));
  if (letters.length < 2) return new Set(letters);
  return new Set(letters.slice(0, -1).map((letter, i) => letter + letters[i + 1]));
}

/** Dice similarity of the bigrams of two normalised texts (0: nothing shared, 1: the same). */
export function similarity(a: string, b: string): number {
  const x = bigrams(a);
  const y = bigrams(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const gram of x) if (y.has(gram)) shared++;
  return (2 * shared) / (x.size + y.size);
}

/** Least similarity for a word to be offered as "did you mean". */
export const DID_YOU_MEAN_MIN = 0.5;

/**
 * Words of the shop's vocabulary close to a keyword (but not the same once normalised), closest
 * first; at most `limit`.
 */
export function closeWords(keyword: string, vocabulary: string[], limit: number): string[] {
  const wanted = normaliseSearchText(keyword).replace(/ /g, '');
  const seen = new Set<string>();
  const scored: [string, number][] = [];
  for (const word of vocabulary) {
    const normal = normaliseSearchText(word).replace(/ /g, '');
    if (!normal || normal === wanted || seen.has(normal)) continue;
    seen.add(normal);
    const score = similarity(wanted, normal);
    if (score >= DID_YOU_MEAN_MIN) scored.push([word, score]);
  }
  scored.sort((a, b) => b[1] - a[1] || a[0].length - b[0].length);
  return scored.slice(0, limit).map(([word]) => word);
}

/** The bigrams of a term (the term itself when one letter), as the search index stores them. */
export function termGramsOf(term: string): string[] {
  return [...bigrams(term)];
}
