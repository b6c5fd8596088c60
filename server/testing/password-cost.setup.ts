import { setPasswordCost } from '../services/password';

/** The argon2id cost of every test file's hashes: 1 MiB, 1 pass (about a twentieth of the CPU). */
export const TEST_PASSWORD_COST = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

// Still argon2id, so the tests that read a hash's algorithm hold; the shop's own cost is checked
// in server/services/password.test.ts.
setPasswordCost(TEST_PASSWORD_COST);
