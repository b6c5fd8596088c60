import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../services/password';

describe('the tests’ password cost (password-cost.setup.ts)', () => {
  it('hashes at 1 MiB and 1 pass in every server test file, still argon2id', async () => {
    const phc = await hashPassword('Taro-pass-2026');
    expect(phc).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(phc, 'Taro-pass-2026')).toBe(true);
  });
});
