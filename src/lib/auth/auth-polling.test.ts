import { describe, expect, it } from 'vitest';
import { INITIAL_SESSION } from '../session/session.model';
import { shouldRefresh } from './auth-polling';

describe('shouldRefresh', () => {
  const now = 1_000_000;
  it('refreshes a logged-in token about to expire, never a logged-out one', () => {
    const live = { ...INITIAL_SESSION, isLogin: true, tokenExpiresAt: now + 30_000 };
    expect(shouldRefresh(live, now)).toBe(true);
    expect(shouldRefresh({ ...live, tokenExpiresAt: now + 10 * 60_000 }, now)).toBe(false);
    expect(shouldRefresh({ ...live, isLogin: false }, now)).toBe(false);
  });
});
