import { randomBytes } from 'node:crypto';

/** A random URL-safe token; 24 bytes = 192 bits, 32 base64url characters. */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}
