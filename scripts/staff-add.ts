import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import type { Staff } from '../contract/staff/staff.schema.ts';
import { StaffCreateBodySchema } from '../contract/staff/staff.schema.ts';
import { createStaff } from '../server/contexts/back-office/staff/index.ts';
import { type Database, openDatabase } from '../server/db/client.ts';
import { migrateDatabase } from '../server/db/migrate.ts';
import { env } from '../server/env.ts';
import { ApiException } from '../server/http/errors.ts';
import { fieldErrors } from '../server/http/validate.ts';

/** What staff:add needs: the new owner's e-mail, name and password. */
export type OwnerInput = { email?: string; name?: string; password?: string };

/**
 * Creates an owner (audited as `script`); throws a readable error listing each bad field. The
 * owner enrols TOTP at the first sign-in (the back office asks before anything else).
 */
export async function addOwner(database: Database, input: OwnerInput): Promise<Staff> {
  const parsed = v.safeParse(StaffCreateBodySchema, { ...input, role: 'owner' });
  if (!parsed.success) throw fieldsError(fieldErrors(parsed.issues));
  try {
    return await createStaff(database.db, { kind: 'script', ip: 'staff:add' }, parsed.output);
  } catch (error) {
    throw error instanceof ApiException && error.errors ? fieldsError(error.errors) : error;
  }
}

/** One line per bad field: `email: ...`. */
function fieldsError(errors: Record<string, string[]>): Error {
  return new Error(
    Object.entries(errors)
      .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
      .join('\n'),
  );
}

/** Reads each missing value from args, then env (STAFF_EMAIL, STAFF_NAME, STAFF_PASSWORD), then asks. */
async function gatherInput(): Promise<OwnerInput> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
  });
  const input: OwnerInput = {
    email: values.email ?? process.env.STAFF_EMAIL,
    name: values.name ?? process.env.STAFF_NAME,
    password: values.password ?? process.env.STAFF_PASSWORD,
  };
  if (input.email && input.name && input.password) return input;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  input.email ??= await rl.question('E-mail: ');
  input.name ??= await rl.question('Name: ');
  input.password ??= await rl.question('Password (12+ characters, letters and digits): ');
  rl.close();
  return input;
}

async function main(): Promise<void> {
  const input = await gatherInput();
  const database = env.DATABASE_URL
    ? await openDatabase({ databaseUrl: env.DATABASE_URL })
    : await openDatabase({ dataDir: env.DATA_DIR });
  try {
    await migrateDatabase(database);
    const owner = await addOwner(database, input);
    console.log(`owner ${owner.email} (id ${owner.id}) added; TOTP is set up at the first sign-in`);
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
