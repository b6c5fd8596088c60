import { describe, expect, it } from 'vitest';
import { movesIntoItself, subtreeIds } from './taxonomy.model';

const tree = [
  { id: 1, parentId: null },
  { id: 2, parentId: 1 },
  { id: 3, parentId: 2 },
  { id: 4, parentId: null },
];

describe('category tree', () => {
  it('finds a category and everything under it', () => {
    expect(subtreeIds(tree, 1).sort()).toEqual([1, 2, 3]);
    expect(subtreeIds(tree, 4)).toEqual([4]);
  });

  it('refuses a move under itself or its descendants, allows others', () => {
    expect(movesIntoItself(tree, 1, 1)).toBe(true);
    expect(movesIntoItself(tree, 1, 3)).toBe(true);
    expect(movesIntoItself(tree, 3, 1)).toBe(false);
    expect(movesIntoItself(tree, 2, null)).toBe(false);
  });

  it('stops on a cycle already in the data', () => {
    const looped = [
      { id: 1, parentId: 2 },
      { id: 2, parentId: 1 },
    ];
    expect(subtreeIds(looped, 1).sort()).toEqual([1, 2]);
  });
});
