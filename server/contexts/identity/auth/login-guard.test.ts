import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '../../../services/password';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { send } from './auth.testing';

vi.mock('../../../services/password', async (original) => {
  const actual = await original<typeof import('../../../services/password')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

let api: TestApi;
beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());
beforeEach(() => vi.mocked(verifyPassword).mockClear());

const login = (login_id: string, password: string) =>
  send(api.app, 'POST', '/v1/auth/login', { body: { login_id, password } });

describe('an unknown login id', () => {
  it('is verified against an argon2id hash like a known one, so it costs the same', async () => {
    const res = await login('nobody-here@example.jp', 'Guess-2026');
    expectApiError(res, 401, 'auth.invalid_credentials');
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    const [hash, password] = vi.mocked(verifyPassword).mock.calls[0] ?? [];
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(password).toBe('Guess-2026');
  });

  it('is not let in by the dummy hash whatever the password', async () => {
    for (const password of ['not-a-real-password', '', 'x']) {
      expect((await login('ghost-2@example.jp', password || 'x')).status).toBe(401);
    }
  });
});

describe('a locked account', () => {
  it('answers 423 whatever the password, without checking it', async () => {
    for (let i = 0; i < 10; i++) await login('mfa', `wrong-${i}`);
    vi.mocked(verifyPassword).mockClear();
    const right = await login('mfa', 'Mfa-pass-2026');
    const wrong = await login('mfa@example.jp', 'wrong-again');
    expect(expectApiError(right, 423, 'auth.locked')).toEqual(
      expectApiError(wrong, 423, 'auth.locked'),
    );
    expect(verifyPassword).not.toHaveBeenCalled();
  });
});

describe('the per-account attempt limit', () => {
  it('counts the member, whichever identifier is used', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await login(i % 2 ? 'taro' : 'TARO@example.jp', `wrong-${i}`)).status);
    }
    expect(statuses.slice(0, 20)).not.toContain(429);
    expect(statuses[20]).toBe(429);
  });
});
