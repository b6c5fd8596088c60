import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe token; 24 bytes = 192 bits, 32 base64url characters. */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 hex of a token: only hashes are stored, so a database leak yields no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
