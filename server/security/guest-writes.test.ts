import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { seededApi } from '../testing/api';
import {
  deref,
  fillPath,
  loadOperations,
  type OpenApiDoc,
  type Operation,
  pathParamNames,
  type Schema,
  validArb,
} from './openapi-cases';

/**
 * The class "a guest can write or make the shop send mail": every POST/PUT/PATCH/DELETE a caller
 * without a session reaches must be rate-limited per client address and bound the length of every
 * string it takes. Generated from `/v1/openapi.json`, so a new route is covered the day it is added.
 */
const SEED = 20261127;
const WRITES = new Set(['post', 'put', 'patch', 'delete']);

/**
 * Operations the spec requires to stay open without a per-address limit, each with its reason.
 * Everything else a guest can call must show a 429 once its allowance is used up.
 */
const OPEN_WITHOUT_LIMIT: Record<string, string> = {};

/**
 * Callbacks only the card provider can make: without its HMAC signature nothing is read or written
 * (503 while the shared secret is unset, 401 with a wrong signature), so a guest's field never
 * reaches validation. They still count against the per-address write limit.
 */
const SIGNED_CALLBACKS = new Set(['post /v1/sbpayment/receive/fraud-detection']);

/** Operations that take a multipart form (the file and its fields), not JSON. */
const MULTIPART = new Set(['post /v1/upload-files']);

const api = await seededApi(undefined, { trustProxy: true });
const { doc, operations } = await loadOperations(api.app);
const counts = { operations: 0, guest: 0, cases: 0, findings: 0 };
afterAll(async () => {
  console.log(
    `guest writes: ${counts.operations} write operations, ${counts.guest} open to guests, ${counts.cases} cases, ${counts.findings} findings`,
  );
  await api.drop();
});

let nextAddress = 0;
/** A client address no other case used (documentation range 198.18.0.0/15). */
function freshAddress(): string {
  nextAddress++;
  return `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
}

const key = (op: Operation) => `${op.method} ${op.path}`;

/** Sends `body` as a guest from `ip` (the trusted proxy's X-Forwarded-For). */
async function asGuest(op: Operation, ip: string, body: unknown) {
  const values = Object.fromEntries(pathParamNames(op.path).map((n) => [n, 'x']));
  const headers: Record<string, string> = { 'X-Forwarded-For': ip };
  let payload: string | FormData | undefined;
  if (MULTIPART.has(key(op))) {
    const form = new FormData();
    form.append('file', new File([PNG], 'a.png', { type: 'image/png' }));
    for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
      if (typeof value === 'string') form.append(name, value);
    }
    payload = form;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await api.app.request(fillPath(op.path, values), {
    method: op.method.toUpperCase(),
    headers,
    body: payload,
  });
  const text = await res.text();
  let json: { errors?: Record<string, string[]> } | undefined;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, body: json };
}

/** The smallest PNG (1×1), for the upload form. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let nextSeed = SEED;
/**
 * A body valid per the operation's schema, or undefined without a schema. Each call draws anew
 * (a fixed sequence), so per-account limits (keyed by the e-mail typed) see different accounts.
 */
function validBody(op: Operation, schema: Schema | undefined = op.body): unknown {
  if (!schema) return undefined;
  return fc.sample(validArb(doc, schema), { seed: nextSeed++, numRuns: 1 })[0];
}

/** Whether a regex pattern bounds the length by itself (anchored, no unbounded repeat). */
function boundedPattern(pattern: string | undefined): boolean {
  if (!pattern?.startsWith('^') || !pattern.endsWith('$')) return false;
  const outsideClasses = pattern.replace(/\\./g, '').replace(/\[[^\]]*\]/g, '');
  return !/[+*]|\{\d+,\}/.test(outsideClasses);
}

/**
 * A string field, and the body schema a valid body around it is generated from: for a body that is
 * a union (say `kind: 'password' | 'username'`), the branch that has the field, so the over-long
 * value is not sent in a branch that ignores it.
 */
type StringField = { path: string[]; node: Schema; root?: Schema };

/** Every string field of a body schema, by path (array items as `0`). */
function stringFields(
  schema: Schema | undefined,
  path: string[] = [],
  root?: Schema,
): StringField[] {
  if (!schema) return [];
  const node = deref(doc as OpenApiDoc, schema);
  const choices = node.anyOf ?? node.oneOf ?? node.allOf;
  if (choices) {
    const branchRoot = (s: Schema) => (path.length === 0 && !node.allOf ? s : root);
    return choices.flatMap((s) => stringFields(s, path, branchRoot(s)));
  }
  if ('const' in node || node.enum) return [];
  const type = Array.isArray(node.type) ? node.type : [node.type];
  if (type.includes('string')) return [{ path, node, ...(root ? { root } : {}) }];
  if (type.includes('array')) return stringFields(node.items, [...path, '0'], root);
  return Object.entries(node.properties ?? {}).flatMap(([name, s]) =>
    stringFields(s, [...path, name], root),
  );
}

/** `body` with the value at `path` replaced (objects and arrays made on the way). */
function withValue(body: unknown, path: string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (head === '0') {
    const list = Array.isArray(body) ? [...body] : [];
    list[0] = withValue(list[0], rest, value);
    return list;
  }
  const record = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
  return { ...record, [head]: withValue((record as Record<string, unknown>)[head], rest, value) };
}

/** Whether a guest gets past authentication (anything but 401/403 to an empty body). */
async function openToGuests(op: Operation): Promise<boolean> {
  const { status } = await asGuest(op, freshAddress(), op.body ? {} : undefined);
  return status !== 401 && status !== 403;
}

const writes = operations.filter((op) => WRITES.has(op.method));
const guestWrites: Operation[] = [];
for (const op of writes) if (await openToGuests(op)) guestWrites.push(op);
counts.operations = writes.length;
counts.guest = guestWrites.length;

describe('every operation a guest can call that writes or sends mail', () => {
  it('finds the guest-callable writes in the document', () => {
    expect(writes.length).toBeGreaterThan(50);
    expect(guestWrites.map(key)).toEqual(
      expect.arrayContaining(['post /v1/auth/login', 'post /v1/ecommerce_events']),
    );
    for (const name of Object.keys(OPEN_WITHOUT_LIMIT)) {
      expect(guestWrites.map(key), `stale allow-list entry ${name}`).toContain(name);
    }
  });

  it.each(
    guestWrites.filter((op) => !SIGNED_CALLBACKS.has(key(op))).map((op) => [key(op), op] as const),
  )('bounds every string field of %s (422 past maxLength)', async (_, op) => {
    const fields = stringFields(op.body);
    const unbounded = fields
      .filter((f) => f.node.maxLength === undefined && !boundedPattern(f.node.pattern))
      .map((f) => f.path.join('.'));
    counts.cases += fields.length;
    counts.findings += unbounded.length;
    expect(unbounded, 'string fields without maxLength').toEqual([]);
    for (const field of fields.filter((f) => f.node.maxLength !== undefined)) {
      const over = 'x'.repeat((field.node.maxLength ?? 0) + 1);
      const body = withValue(validBody(op, field.root ?? op.body), field.path, over);
      const res = await asGuest(op, freshAddress(), body);
      const fieldPath = field.path.join('.');
      if (res.status !== 422 || !res.body?.errors?.[fieldPath]) counts.findings++;
      expect(res.status, `${fieldPath} at ${over.length} characters`).toBe(422);
      expect(Object.keys(res.body?.errors ?? {}), fieldPath).toContain(fieldPath);
    }
  });

  it.each(
    guestWrites
      .filter((op) => !(key(op) in OPEN_WITHOUT_LIMIT))
      .map((op) => [key(op), op] as const),
  )('rate-limits %s per client address (429 once the allowance is used up)', async (_, op) => {
    const ip = freshAddress();
    const body = validBody(op);
    const first = await asGuest(op, ip, body);
    counts.cases++;
    expect(first.status, 'the first request is within the allowance').not.toBe(429);
    // The allowance used up: every counter keyed on this address is set past any limit.
    await api.database.db.execute(
      sql`update rate_limits set points = 1000000 where key like ${`%${ip}%`}`,
    );
    const second = await asGuest(op, ip, body);
    if (second.status !== 429) counts.findings++;
    expect(second.status, 'after the allowance').toBe(429);
  });
});

/**
 * Writes that create the owner other writes tie to, or a record before its owner exists, each with
 * what bounds it. Every other guest write stores nothing unless it names something that exists.
 */
const CREATES_OWNER: Record<string, string> = {
  'post /v1/carts/init': 'the cart itself: per address, expires',
  'post /v1/upload-files':
    "a contact form's attachment before the inquiry exists: 5 MB a file, 30 an hour per address",
};

/** The most bytes one guest write may add to the database (rows, indexes aside). */
const MAX_BYTES_PER_WRITE = 16 * 1024;
/** How many times the per-owner check repeats a write on one owner before calling it unbounded. */
const OWNER_PROBE = 600;
/** A cart token's pattern: string fields with it get a live cart's token. */
const CART_TOKEN_PATTERN = '^[A-Za-z0-9_-]{22,64}$';

/** `body` with every cart-token field set to `token` (path by path, as stringFields finds them). */
function withCartToken(op: Operation, body: unknown, token: string): unknown {
  let out = body;
  for (const field of stringFields(op.body)) {
    if (field.node.pattern === CART_TOKEN_PATTERN && field.path.length > 0) {
      out = withValue(out, field.path, token);
    }
  }
  return out;
}

/** `body` with every string at its longest in a three-byte character, and free-form records of `recordKanji` kanji. */
function heaviest(op: Operation, body: unknown, recordKanji: number): unknown {
  let out = body;
  for (const field of stringFields(op.body)) {
    if (field.node.maxLength !== undefined && field.node.pattern === undefined) {
      out = withValue(out, field.path, '漢'.repeat(field.node.maxLength));
    }
  }
  for (const path of recordFields(op.body))
    out = withValue(out, path, { blob: '漢'.repeat(recordKanji) });
  return out;
}

/** Paths of free-form objects (a record of anything) in a body schema. */
function recordFields(schema: Schema | undefined, path: string[] = []): string[][] {
  if (!schema) return [];
  const node = deref(doc as OpenApiDoc, schema);
  const choices = node.anyOf ?? node.oneOf;
  if (choices) return choices.flatMap((s) => recordFields(s, path));
  const type = Array.isArray(node.type) ? node.type : [node.type];
  if (!type.includes('object')) return [];
  const properties = Object.entries(node.properties ?? {});
  if (properties.length === 0 && path.length > 0) return [path];
  return properties.flatMap(([name, s]) => recordFields(s, [...path, name]));
}

/** Tables whose growth a guest write may cause without storing anything of the guest's: the limit counters. */
const BOOKKEEPING = new Set(['rate_limits']);
const tableNames = (
  (await api.database.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] }
).rows
  .map((r) => r.name)
  .filter((n) => !BOOKKEEPING.has(n));

/** Bytes stored in every table but the bookkeeping ones (pg_column_size of each row). */
async function storedBytes(): Promise<number> {
  const parts = tableNames.map(
    (n) => `select coalesce(sum(pg_column_size(t.*)), 0)::bigint as bytes from "${n}" t`,
  );
  const { rows } = (await api.database.db.execute(
    sql.raw(`select sum(bytes)::bigint as total from (${parts.join(' union all ')}) s`),
  )) as unknown as { rows: { total: string | number }[] };
  return Number(rows[0]?.total ?? 0);
}

/** The status of `send` and the bytes it added to the database. */
async function measured(send: () => Promise<{ status: number }>) {
  const before = await storedBytes();
  const { status } = await send();
  return { status, added: (await storedBytes()) - before };
}

/** A new guest cart's token (the owner a guest's writes tie to). */
async function liveCart(): Promise<string> {
  const init = operations.find((op) => key(op) === 'post /v1/carts/init');
  if (!init) throw new Error('no cart init in the document');
  const res = await api.app.request('/v1/carts/init', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshAddress() },
    body: '{}',
  });
  return ((await res.json()) as { token: string }).token;
}

const storing = guestWrites.filter((op) => !SIGNED_CALLBACKS.has(key(op)));

describe('every guest write stores only what is tied to an owner, bounded per owner and in bytes', () => {
  it('lists only guest writes as owner-creating', () => {
    for (const name of Object.keys(CREATES_OWNER)) {
      expect(guestWrites.map(key), `stale entry ${name}`).toContain(name);
    }
  });

  it.each(storing.filter((op) => !(key(op) in CREATES_OWNER)).map((op) => [key(op), op] as const))(
    '%s stores nothing when what it names does not exist',
    async (_, op) => {
      const { status, added } = await measured(() => asGuest(op, freshAddress(), validBody(op)));
      counts.cases++;
      if (added > 0) counts.findings++;
      expect(added, `status ${status}, ${added} bytes stored for a made-up owner`).toBe(0);
    },
  );

  it.each(storing.map((op) => [key(op), op] as const))(
    '%s stores at most 16 KB a write, counted in bytes (longest strings in kanji)',
    async (_, op) => {
      const token = await liveCart();
      // Free-form records at sizes around a limit counted in characters, and past any.
      const sizes = recordFields(op.body).length ? [2_000, 8_000, 30_000] : [0];
      for (const size of sizes) {
        const body = heaviest(op, withCartToken(op, validBody(op), token), size);
        const { status, added } = await measured(() => asGuest(op, freshAddress(), body));
        counts.cases++;
        if (added > MAX_BYTES_PER_WRITE) counts.findings++;
        expect(added, `status ${status}, records of ${size} kanji`).toBeLessThanOrEqual(
          MAX_BYTES_PER_WRITE,
        );
      }
    },
  );

  it.each(storing.filter((op) => !(key(op) in CREATES_OWNER)).map((op) => [key(op), op] as const))(
    '%s stops storing for one owner after a bounded number of writes',
    async (_, op) => {
      const token = await liveCart();
      const body = withCartToken(op, validBody(op), token);
      counts.cases++;
      const first = await measured(() => asGuest(op, freshAddress(), body));
      if (first.added === 0) return; // stores nothing for this owner: nothing to bound
      let last = first;
      let writes = 1;
      while (last.added > 0 && writes < OWNER_PROBE) {
        // A fresh address each time: the per-address limit is not the per-owner bound. The
        // database is measured around every 50th write only (measuring every table is slow).
        for (let i = 0; i < 49 && writes < OWNER_PROBE - 1; i++, writes++) {
          await asGuest(op, freshAddress(), body);
        }
        last = await measured(() => asGuest(op, freshAddress(), body));
        writes++;
      }
      if (last.added > 0) counts.findings++;
      expect(last.added, `still storing after ${writes} writes on one owner`).toBeLessThanOrEqual(
        0,
      );
    },
    120_000,
  );
});
