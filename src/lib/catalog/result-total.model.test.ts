import { describe, expect, it } from 'vitest';
import { keywordCountLabel, resultTotalLabel } from './result-total.model';

describe('the product list total', () => {
  it('says 「1,000件以上」 when the server stopped counting, never the cap as an exact count', () => {
    expect(resultTotalLabel({ total: 1000, capped: true })).toBe('1,000件以上');
  });

  it('says the exact count otherwise', () => {
    expect(resultTotalLabel({ total: 42 })).toBe('全42点');
    expect(resultTotalLabel({ total: 1000, capped: false })).toBe('全1000点');
  });
});

describe("the no-result page's counts of other keywords", () => {
  it("says 「1,000件以上」 for a capped count, by the list's own rule", () => {
    expect(keywordCountLabel({ total: 1000, capped: true })).toBe('1,000件以上');
  });

  it('says the exact count otherwise', () => {
    expect(keywordCountLabel({ total: 12, capped: false })).toBe('12件');
    expect(keywordCountLabel({ total: 1000, capped: false })).toBe('1,000件');
  });
});
