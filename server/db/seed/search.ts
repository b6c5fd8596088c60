import { normaliseSearchText } from '../../../contract/search/normalise';
import type { Tx } from '../client';
import { searchSynonyms } from '../schema/index';

/** Demo synonym groups: spellings and words shoppers use for the same thing. */
export const DEMO_SYNONYMS: string[][] = [
  ['Tシャツ', 'ティーシャツ', 'tee', 'ＴＥＥ'],
  ['パーカー', 'パーカ', 'フーディー', 'フーディ'],
  ['スニーカー', '運動靴'],
  ['カーディガン', 'カーデ'],
  ['ジャケット', '上着'],
  ['ワイシャツ', 'Yシャツ', 'ドレスシャツ'],
  ['日本酒', '清酒'],
  ['せんべい', '煎餅'],
];

/** Inserts the demo synonym groups, each word also stored normalised. */
export async function seedSearchSynonyms(tx: Tx): Promise<void> {
  await tx.insert(searchSynonyms).values(
    DEMO_SYNONYMS.map((terms) => ({
      terms,
      normalisedTerms: [...new Set(terms.map((t) => normaliseSearchText(t).replace(/ /g, '')))],
    })),
  );
}
