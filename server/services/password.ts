import { hash, type Options, verify } from '@node-rs/argon2';

/** argon2id's cost in the shop: 19 MiB and 2 passes (the library's defaults, OWASP's minimum). */
export const SHOP_PASSWORD_COST: Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Hashes a password with argon2id (the library's default algorithm) at the shop's cost into a PHC
 * string. A hash carries its own cost, so verifying follows it.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, SHOP_PASSWORD_COST);
}

/** True when `password` matches the stored argon2 PHC string. */
export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}
