import { hash } from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from './password';
import { randomToken } from './tokens';

// The real library here: the other test files hash cheaply (server/testing/password-cost.setup.ts).
vi.unmock('@node-rs/argon2');

describe('password hashing', () => {
  it('produces argon2id hashes that verify only the right password', async () => {
    const phc = await hashPassword('Taro-pass-2026');
    expect(phc.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(phc, 'Taro-pass-2026')).toBe(true);
    expect(await verifyPassword(phc, 'wrong')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});

describe('the cost of a hash', () => {
  it('is 19 MiB and 2 passes in the shop, and a hash made at a lower cost still verifies', async () => {
    const phc = await hashPassword('Taro-pass-2026');
    expect(phc).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(phc, 'Taro-pass-2026')).toBe(true);
    const cheap = await hash('Taro-pass-2026', { memoryCost: 1024, timeCost: 1, parallelism: 1 });
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(cheap, 'Taro-pass-2026')).toBe(true);
  });
});

describe('randomToken', () => {
  it('is base64url with at least 128 bits and different each time', () => {
    const a = randomToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(randomToken()).not.toBe(a);
  });
});
