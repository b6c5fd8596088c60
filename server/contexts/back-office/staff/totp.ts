import { generate, generateSecret, generateURI, verify } from 'otplib';

/** Issuer name authenticator apps show beside the account. */
const ISSUER = 'mise-storefront';
/** One step of clock drift either way is accepted (30 s), as authenticator apps expect. */
const TOLERANCE_S = 30;

/** A new random base32 secret (20 bytes, as authenticator apps expect). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// URL an authenticator app reads (from a QR code) for `email`. */
export function otpauthUrl(email: string, secret: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}

/**
 * The time step of `code` when it is right for `secret` now and newer than `lastStep` (a code is
 * never accepted twice); null otherwise.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  lastStep: number | null,
  now: Date,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_S,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The current code of `secret` (demo, tests and the staff:add script's check). */
export function currentCode(secret: string, now = new Date()): Promise<string> {
  return generate({ secret, epoch: Math.floor(now.getTime() / 1000) });
}
