import { hash, type Options, verify } from '@node-rs/argon2';

/** argon2id's cost in the shop: 19 MiB and 2 passes (the library's defaults, OWASP's minimum). */
export const SHOP_PASSWORD_COST: Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

let cost = SHOP_PASSWORD_COST;

/**
 * Sets the cost of the hashes made from now on. Only the tests lower it
 * (`server/testing/password-cost.setup.ts`): their thousands of sign-ins and registrations each
 * paid about 20 ms of CPU at the shop's cost. A hash carries its own cost, so verifying follows it.
 */
export function setPasswordCost(options: Options): void {
  cost = options;
}

/** Hashes a password with argon2id (the library's default algorithm) into a PHC string. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, cost);
}

/** True when `password` matches the stored argon2 PHC string. */
export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}
