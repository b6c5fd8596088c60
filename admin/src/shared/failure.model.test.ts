import { describe, expect, it } from 'vitest';
import { failureText } from './failure.model';
import { ApiFailure } from './http';
import { SHARED_MESSAGES as M } from './shared.messages';

describe('failureText', () => {
  it('says 権限がありません for a 403, whatever the API said', () => {
    expect(failureText(new ApiFailure(403, { message: 'forbidden' }))).toBe(M.forbidden);
  });

  it('shows the API message of other failures', () => {
    expect(failureText(new ApiFailure(409, { message: '他の人が更新しました' }))).toBe(
      '他の人が更新しました',
    );
  });

  it('names a lost connection', () => {
    expect(failureText(new TypeError('Failed to fetch'))).toBe(M.network);
  });

  it('falls back to a general message', () => {
    expect(failureText(new ApiFailure(500, {}))).toBe(M.unknownError);
    expect(failureText('x')).toBe(M.unknownError);
  });
});
