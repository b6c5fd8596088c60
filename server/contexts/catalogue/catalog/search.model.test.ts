import { describe, expect, it } from 'vitest';
import { searchDocument } from './search.model';

describe('a product search document', () => {
  const document = searchDocument({
    name: 'オックスフォードシャツ',
    codes: ['MS200-WH'],
    facets: ['MINATO SHIRTS', '定番'],
    summary: '綿100%',
    detailHtml: '<p>形態安定</p>',
  });

  it('keeps the description out of the label grams suggestions look up, and in the grams', () => {
    expect(document.grams).toEqual(expect.arrayContaining(['形態', '綿']));
    expect(document.labelGrams).not.toContain('形態');
    expect(document.labelGrams).not.toContain('綿');
  });

  it('puts the name, codes and facets in the label grams, letters and pairs of letters', () => {
    expect(document.labelGrams).toEqual(expect.arrayContaining(['し', 'しや', 'ms', '定番', 'mi']));
    expect(document).not.toHaveProperty('searchText');
  });
});
