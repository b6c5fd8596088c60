import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';
import { randomToken } from './tokens';

describe('password hashing', () => {
  it('produces argon2id hashes that verify only the right password', async () => {
    const phc = await hashPassword('Taro-pass-2026');
    expect(phc.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(phc, 'Taro-pass-2026')).toBe(true);
    expect(await verifyPassword(phc, 'wrong')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});

describe('randomToken', () => {
  it('is base64url with at least 128 bits and different each time', () => {
    const a = randomToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(randomToken()).not.toBe(a);
  });
});
