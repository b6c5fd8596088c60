import { and, count, eq, ne } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserAddressBodySchema } from '../../contract/addresses/addresses.schema';
import { EMBROIDERY_MESSAGES } from '../../contract/embroidery/embroidery.messages';
import { EMBROIDERY_LIMIT } from '../../contract/embroidery/embroidery.schema';
import { BOOKMARK_LIMIT } from '../../contract/favourites/bookmarks.schema';
import type { UserList } from '../../contract/favourites/user-lists.schema';
import { USER_LIST_LIMIT } from '../../contract/favourites/user-lists.schema';
import { MEASUREMENT_MESSAGES } from '../../contract/measurements/measurements.messages';
import { MEASUREMENT_LIMIT } from '../../contract/measurements/measurements.schema';
import { MEMORIAL_MESSAGES } from '../../contract/memorials/memorials.messages';
import { MEMORIAL_LIMIT } from '../../contract/memorials/memorials.schema';
import { ERROR_MESSAGES } from '../../contract/shared/common.messages';
import { ERROR_CODES, type ErrorCode } from '../../contract/shared/error.schema';
import { memberToken, req } from '../contexts/catalogue/catalog/catalog.testing';
import { CARD_LIMIT } from '../contexts/commerce/cards/cards.model';
import { createToken } from '../contexts/commerce/payments/index';
import { addAddresses } from '../contexts/identity/addresses/addresses.commands';
import { ADDRESS_LIMIT, OWN_DIVISION } from '../contexts/identity/addresses/addresses.model';
import { HIRAGANA_ADDRESS } from '../contexts/identity/addresses/addresses.testing';
import {
  userAddresses,
  userBookmarks,
  userCards,
  userLists,
  userMeasurements,
  userMemorials,
  userNameEmbroideries,
  users,
} from '../db/schema/index';
import { seededApi, type TestApi } from '../testing/api';
import { expectApiError } from '../testing/expect-error';

// On PostgreSQL (TEST_DATABASE_URL) the 20 requests really run at once on separate connections;
// a count-then-insert without the member's row lock ended past the limit there.
let api: TestApi;

beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

const RACERS = 20;
const db = () => api.database.db;

async function memberId(email: string): Promise<number> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no member ${email}`);
  return row.id;
}

describe('"at most N" rules under 20 concurrent requests', () => {
  it(`keeps bookmarks at ${BOOKMARK_LIMIT} when ${RACERS} add at once from ${BOOKMARK_LIMIT - 1}`, async () => {
    const token = await memberToken(api.app, 'hanako@example.jp', 'Hanako-pass-2026');
    const userId = await memberId('hanako@example.jp');
    await db().delete(userBookmarks).where(eq(userBookmarks.userId, userId));
    await db()
      .insert(userBookmarks)
      .values(
        Array.from({ length: BOOKMARK_LIMIT - 1 }, (_, i) => ({
          userId,
          url: `/product/?q=race-${i}`,
          title: `検索 ${i}`,
        })),
      );
    const results = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        req(api.app, 'POST', '/v1/me/bookmarks', {
          body: { url: `/blog/race-${i}/`, title: `競争 ${i}` },
          token,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 422)).toHaveLength(RACERS - 1);
    const [row] = await db()
      .select({ n: count() })
      .from(userBookmarks)
      .where(eq(userBookmarks.userId, userId));
    expect(row?.n).toBe(BOOKMARK_LIMIT);
  });

  it(`keeps lists at ${USER_LIST_LIMIT} and names unique when ${RACERS} create or rename at once`, async () => {
    const token = await memberToken(api.app, 'biz@example.jp', 'Biz-pass-2026');
    const create = (name: string) =>
      req<UserList>(api.app, 'POST', '/v1/me/user-lists', { body: { name }, token });
    // お気に入り plus lists up to one below the limit.
    expect((await create('最初のリスト')).status).toBe(201);
    for (let i = 2; i < USER_LIST_LIMIT - 1; i++) await create(`リスト ${i}`);
    const created = await Promise.all(
      Array.from({ length: RACERS }, (_, i) => create(`同時 ${i}`)),
    );
    expect(created.filter((r) => r.status === 201)).toHaveLength(1);
    const userId = await memberId('biz@example.jp');
    const [row] = await db()
      .select({ n: count() })
      .from(userLists)
      .where(eq(userLists.userId, userId));
    expect(row?.n).toBe(USER_LIST_LIMIT);
    const mine = await req<{ data: UserList[] }>(api.app, 'GET', '/v1/me/user-lists', { token });
    const renamable = mine.body.data.filter((l) => !l.is_default);
    const renamed = await Promise.all(
      renamable.map((l) =>
        req(api.app, 'PUT', `/v1/me/user-lists/${l.key}`, { body: { name: '同じ名前' }, token }),
      ),
    );
    expect(renamed.filter((r) => r.status === 200)).toHaveLength(1);
    const same = await db()
      .select({ n: count() })
      .from(userLists)
      .where(and(eq(userLists.userId, userId), eq(userLists.name, '同じ名前')));
    expect(same[0]?.n).toBe(1);
  });
});

/** One per-member "at most N" rule: how to create through the API, fill directly, and count. */
type Rule = {
  name: string;
  limit: number;
  path: string;
  owner: PgColumn;
  /** The body of the i-th create (cards need a fresh provider token each). */
  body: (i: number) => Promise<unknown> | unknown;
  /** Rows the member keeps that no create or clear touches (the own address). */
  kept?: number;
  /** Fills the member with n rows quicker than n requests (the address book's 300). */
  fill?: (userId: number, n: number) => Promise<unknown>;
  clear?: (userId: number) => Promise<unknown>;
  code: ErrorCode;
  message: string;
};

async function cardToken(): Promise<string> {
  const made = await createToken(db(), {
    number: '4000056655665556',
    exp: '12/30',
    cvc: '123',
    name: 'HANAKO SATO',
  });
  if (!made.ok) throw new Error('tokenise failed');
  return made.token;
}

const address = v.parse(UserAddressBodySchema, HIRAGANA_ADDRESS);
const RULES: Rule[] = [
  {
    name: 'addresses',
    limit: ADDRESS_LIMIT,
    path: '/v1/me/user-addresses',
    owner: userAddresses.userId,
    body: (i) => ({ ...HIRAGANA_ADDRESS, name: `競争 ${i}` }),
    kept: 1,
    fill: (userId, n) =>
      addAddresses(
        db(),
        userId,
        Array.from({ length: n }, () => address),
      ),
    clear: (userId) =>
      db()
        .delete(userAddresses)
        .where(and(eq(userAddresses.userId, userId), ne(userAddresses.divisionCt, OWN_DIVISION))),
    code: ERROR_CODES.addressLimit,
    message: ERROR_MESSAGES[ERROR_CODES.addressLimit],
  },
  {
    name: 'saved cards',
    limit: CARD_LIMIT,
    path: '/v1/me/user-cards',
    owner: userCards.userId,
    body: async () => ({ token: await cardToken() }),
    code: ERROR_CODES.cardLimit,
    message: ERROR_MESSAGES[ERROR_CODES.cardLimit],
  },
  {
    name: 'memorial days',
    limit: MEMORIAL_LIMIT,
    path: '/v1/me/user-memorials',
    owner: userMemorials.userId,
    body: (i) => ({
      target_user_name: '佐藤 花子',
      division_ct: 2,
      name: '誕生日',
      month: 1 + (i % 12),
      date: 1 + (i % 28),
      call: true,
    }),
    code: ERROR_CODES.validation,
    message: MEMORIAL_MESSAGES.limitReached(MEMORIAL_LIMIT),
  },
  {
    name: 'name-embroidery names',
    limit: EMBROIDERY_LIMIT,
    path: '/v1/me/name-embroideries',
    owner: userNameEmbroideries.userId,
    body: (i) => ({ script: 'romaji', name: `HANAKO${i}`, color: 'pink' }),
    code: ERROR_CODES.validation,
    message: EMBROIDERY_MESSAGES.limitReached(EMBROIDERY_LIMIT),
  },
  {
    name: 'measurements',
    limit: MEASUREMENT_LIMIT,
    path: '/v1/me/timeseries',
    owner: userMeasurements.userId,
    body: (i) => ({ purpose: 'body', measured_on: '2024-01-01', weight: 50 + (i % 10) }),
    code: ERROR_CODES.validation,
    message: MEASUREMENT_MESSAGES.limitReached(MEASUREMENT_LIMIT),
  },
];

async function countOf(owner: PgColumn, userId: number): Promise<number> {
  const [row] = await db().select({ n: count() }).from(owner.table).where(eq(owner, userId));
  return row?.n ?? 0;
}

describe.each(RULES)('$name: at most $limit per member under $path', (rule) => {
  it(`ends at exactly the limit when ${RACERS} create at once from one below`, async () => {
    const token = await memberToken(api.app, 'hanako@example.jp', 'Hanako-pass-2026');
    const userId = await memberId('hanako@example.jp');
    await (rule.clear?.(userId) ?? db().delete(rule.owner.table).where(eq(rule.owner, userId)));
    const room = rule.limit - 1 - (rule.kept ?? 0);
    if (rule.fill) await rule.fill(userId, room);
    for (let i = 0; !rule.fill && i < room; i++) {
      const made = await req(api.app, 'POST', rule.path, {
        body: await rule.body(RACERS + i),
        token,
      });
      expect(made.status, made.text).toBe(201);
    }
    expect(await countOf(rule.owner, userId)).toBe(rule.limit - 1);
    const bodies: unknown[] = [];
    for (let i = 0; i < RACERS; i++) bodies.push(await rule.body(i));
    const results = await Promise.all(
      bodies.map((body) => req(api.app, 'POST', rule.path, { body, token })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(RACERS - 1);
    for (const r of refused) expect(expectApiError(r, 422, rule.code).message).toBe(rule.message);
    expect(await countOf(rule.owner, userId)).toBe(rule.limit);
  });
});
