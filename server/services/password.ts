import { hash, verify } from '@node-rs/argon2';

/** Hashes a password with argon2id (the library's default algorithm) into a PHC string. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** True when `password` matches the stored argon2 PHC string. */
export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}
