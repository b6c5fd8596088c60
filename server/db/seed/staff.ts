import { hashPassword } from '../../services/password';
import type { Tx } from '../client';
import { staff } from '../schema/index';

/**
 * The demo owner's TOTP secret (base32, 20 bytes), printed in the README so a person can add it
 * to an authenticator. Demo data only: a real shop's owner enrols a secret of their own.
 */
export const DEMO_OWNER_TOTP_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

/** The demo staff (FIXTURES): an owner with two-factor, an editor and an operator without. */
export const DEMO_STAFF = [
  {
    email: 'owner@example.jp',
    name: '山田 店長',
    role: 'owner',
    password: 'Owner-pass-2026',
    totpSecret: DEMO_OWNER_TOTP_SECRET,
  },
  { email: 'editor@example.jp', name: '佐藤 編集', role: 'editor', password: 'Editor-pass-2026' },
  {
    email: 'operator@example.jp',
    name: '鈴木 受注',
    role: 'operator',
    password: 'Operator-pass-2026',
  },
] as const;

/** Hashes the demo staff's passwords (before the seeding transaction: argon2id is slow on purpose). */
export function hashDemoStaff(): Promise<string[]> {
  return Promise.all(DEMO_STAFF.map((person) => hashPassword(person.password)));
}

/** Inserts the demo staff with their hashed passwords. */
export async function seedStaff(tx: Tx, hashes: readonly string[]): Promise<void> {
  await tx.insert(staff).values(
    DEMO_STAFF.map((person, i) => ({
      email: person.email,
      name: person.name,
      role: person.role,
      passwordHash: hashes[i] ?? '',
      totpSecret: 'totpSecret' in person ? person.totpSecret : null,
    })),
  );
}
