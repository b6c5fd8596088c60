import { describe, expect, it } from 'vitest';
import { versionAuthor } from './format.model';
import { SHARED_MESSAGES as M } from './shared.messages';

describe('versionAuthor', () => {
  it('names the staff member by e-mail when the server gives one', () => {
    expect(versionAuthor('editor@example.jp', 'staff:2')).toBe('editor@example.jp');
  });

  it("reads the server's markers in Japanese instead of showing them raw", () => {
    expect(versionAuthor(null, 'earlier')).toBe(M.versionBeforeTracking);
    expect(versionAuthor(null, 'token')).toBe(M.versionByToken);
  });

  it('falls back to the raw value, or nothing', () => {
    expect(versionAuthor(null, 'staff:9')).toBe('staff:9');
    expect(versionAuthor(undefined, undefined)).toBe('');
  });
});
