import sanitizeHtml from 'sanitize-html';
import { normaliseSearchText } from '../../../../contract/search/normalise';

/** How many characters of a description go into the search text (the rest adds noise, not hits). */
export const SEARCH_BODY_MAX = 1000;

/** What a product is found by, as written in the catalogue. */
export type SearchSource = {
  name: string;
  codes: string[];
  facets: string[];
  summary: string;
  detailHtml: string;
};

/** A product's normalised search text, per part, with the grams its index holds. */
export type SearchDocument = {
  nameText: string;
  codeText: string;
  facetText: string;
  bodyText: string;
  grams: string[];
  /** The grams of all but the description (what suggestions look up). */
  labelGrams: string[];
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The words of rich HTML, tags dropped and the few entities sanitize-html writes decoded. */
export function htmlText(html: string): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? ' ');
}

/** Every one- and two-letter piece of each word (what a term of one letter, or its bigrams, looks up). */
export function wordGrams(text: string): string[] {
  const grams = new Set<string>();
  for (const word of text.split(' ')) {
    const letters = Array.from(word);
    letters.forEach((letter, i) => {
      grams.add(letter);
      const next = letters[i + 1];
      if (next !== undefined) grams.add(letter + next);
    });
  }
  grams.delete('');
  return [...grams];
}

/** The bigrams of one term (the term itself when it is one letter): what the index looks up. */
export function termGrams(term: string): string[] {
  const letters = Array.from(term);
  if (letters.length < 2) return letters;
  return letters.slice(0, -1).map((letter, i) => letter + letters[i + 1]);
}

/** Builds a product's search document from its catalogue text. */
export function searchDocument(source: SearchSource): SearchDocument {
  const nameText = normaliseSearchText(source.name);
  const codeText = normaliseSearchText(source.codes.join(' '));
  const facetText = normaliseSearchText(source.facets.join(' '));
  const body = `${source.summary} ${htmlText(source.detailHtml).slice(0, SEARCH_BODY_MAX)}`;
  const bodyText = normaliseSearchText(body);
  const words = [nameText, codeText, facetText, bodyText].filter(Boolean).join(' ');
  const labelGrams = wordGrams(`${nameText} ${codeText} ${facetText}`);
  return { nameText, codeText, facetText, bodyText, grams: wordGrams(words), labelGrams };
}
