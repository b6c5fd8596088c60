import { describe, expect, it } from 'vitest';
import { emblemMark, parseBadge, schoolItemsUrl } from './school-badge.model';

describe('school badge', () => {
  it("marks the emblem with the name's first character and links to the school's items", () => {
    expect(emblemMark(' 桜丘高等学校')).toBe('桜');
    expect(schoolItemsUrl({ key: 'k', name: '桜丘高等学校' })).toBe(
      `/product/?tag=${encodeURIComponent('桜丘高等学校')}`,
    );
  });

  it('reads only a well-formed stored badge', () => {
    expect(parseBadge('{"key":"k","name":"青葉台中学校"}')).toEqual({
      key: 'k',
      name: '青葉台中学校',
    });
    expect(parseBadge('')).toBeNull();
    expect(parseBadge('{"key":"k","name":""}')).toBeNull();
    expect(parseBadge('[1]')).toBeNull();
  });
});
