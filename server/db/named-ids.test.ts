import { describe, expect, it } from 'vitest';
import { namedIds } from './named-ids';

describe('namedIds', () => {
  it('keeps each id once, in first-seen order, and drops nulls', () => {
    expect(namedIds([3, null, 1, 3, null, 2, 1])).toEqual([3, 1, 2]);
    expect(namedIds([null, null])).toEqual([]);
  });
});
