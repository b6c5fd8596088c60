import { describe, expect, it } from 'vitest';
import { keywordValues, SEARCH_RESULT_CAP, termShape, termsWithSynonyms } from './search.queries';

const groups = [
  ['tしやつ', 'ていーしやつ', 'tee'],
  ['ぱ-か-', 'ぱ-か'],
];

describe('keyword terms with synonyms', () => {
  it('gives each term its synonyms, the term first, and a term without a group alone', () => {
    const terms = termsWithSynonyms('Ｔシャツ　白', groups);
    expect(terms).toEqual([['tしやつ', 'ていーしやつ', 'tee'], ['白']]);
    expect(termShape(terms)).toEqual([3, 1]);
  });

  it('binds one grams value per word, LIKE patterns per term, and the cap', () => {
    const values = keywordValues([['ぱ-か', 'ぱ-か-'], ['靴']]);
    expect(values).toMatchObject({
      keyword: 'ぱ-か 靴',
      cap: SEARCH_RESULT_CAP,
      patterns0: ['%ぱ-か%', '%ぱ-か-%'],
      grams0_0: ['ぱ-', '-か'],
      grams0_1: ['ぱ-', '-か', 'か-'],
      short0: false,
      patterns1: ['%靴%'],
      grams1_0: ['靴'],
      short1: true,
    });
  });

  it('escapes LIKE wildcards typed in a keyword', () => {
    expect(keywordValues([['50%_off']]).patterns0).toEqual(['%50\\%\\_off%']);
  });
});
