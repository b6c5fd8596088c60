import { vi } from 'vitest';

// Every test file hashes at 1 MiB and 1 pass (about a twentieth of the shop's CPU): their thousands
// of sign-ins and registrations each paid about 20 ms at the shop's cost. Still argon2id, so the
// tests that read a hash's algorithm hold; the shop's own cost is checked, unmocked, in
// server/services/password.test.ts. The shop's code keeps one fixed cost.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof import('@node-rs/argon2')>();
  const cheap = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
  return {
    ...argon2,
    hash: (password: string | Uint8Array, options?: import('@node-rs/argon2').Options) =>
      argon2.hash(password, { ...options, ...cheap }),
  };
});
