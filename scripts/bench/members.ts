import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { AdminMemberListQuerySchema } from '../../contract/account/back-office-members.schema';
import { memberSearch } from '../../server/contexts/identity/members-admin/member-search.model';
import { searchMembers } from '../../server/contexts/identity/members-admin/members.queries';
import { type Database, openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed/index';
import { type OneAtATimeFigure, timeOneAtATime } from './load';

/** Target of issue 38 (p95, ms): member search at 100,000 members on PostgreSQL, as order search. */
export const MEMBER_SEARCH_TARGET_MS = 100;

/**
 * What the rows search for, as staff type it into 会員管理's box: a phone in two spellings, a
 * family name shared by a fifth of the members, its reading in hiragana, a full name, an e-mail,
 * a member number, a word nobody matches, and the list with no word.
 */
const SEARCHES = [
  '090-5678-0042',
  '０９０５６７８００４２',
  '佐藤',
  'さとう',
  '佐藤花子42',
  'member42@example.jp',
  'B000042',
  '該当なし',
  '',
];

/** One bench row. */
export type MemberSearchFigure = OneAtATimeFigure & { members: number };

// Family names and readings the generated members cycle through.
const FAMILY = [
  ['山田', 'ヤマダ'],
  ['佐藤', 'サトウ'],
  ['鈴木', 'スズキ'],
  ['高橋', 'タカハシ'],
  ['田中', 'タナカ'],
];

/** Adds `count` members in one statement: varied names, readings, phones and e-mails. */
async function addMembers(database: Database, count: number): Promise<void> {
  const families = sql.raw(`array[${FAMILY.map(([n]) => `'${n}'`).join(',')}]`);
  const readings = sql.raw(`array[${FAMILY.map(([, k]) => `'${k}'`).join(',')}]`);
  // Not a usable password: these members never sign in, the bench only searches them.
  await database.db.execute(sql`
    insert into users (code, email, password_hash, last_name, first_name, last_name_kana,
      first_name_kana, phone_number, cell_phone_number)
    select 'B' || lpad(i::text, 6, '0'), 'member' || i || '@example.jp', 'bench-no-login',
      (${families})[1 + i % 5], '花子' || (i % 97), (${readings})[1 + i % 5], 'ハナコ',
      '03-1234-' || lpad((i % 10000)::text, 4, '0'), '090-5678-' || lpad((i % 10000)::text, 4, '0')
    from generate_series(1, ${count}) as i`);
  await database.db.execute(sql`analyze users`);
}

/** Every registered member: the demo shop's own and the ones the bench added. */
async function memberCount(database: Database): Promise<number> {
  const result = await database.db.execute(
    sql`select count(*)::int as n from users where is_registered_member`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/** The plan of the page query for a word (EXPLAIN ANALYZE), for the docs. */
async function plans(database: Database): Promise<string[]> {
  const lines: string[] = [];
  for (const q of ['佐藤', '09056780042', 'member42@example.jp']) {
    const search = memberSearch(q);
    const digits = search?.digits ?? '';
    const where = [
      `(last_name || first_name) like '${search?.text}%'`,
      `(last_name_kana || first_name_kana) like '${search?.kana}%'`,
      `lower(email) like '${search?.email}%'`,
      `code = '${search?.text}'`,
      ...(digits.length >= 3
        ? [
            `regexp_replace(phone_number, '[^0-9]', '', 'g') like '${digits}%'`,
            `regexp_replace(cell_phone_number, '[^0-9]', '', 'g') like '${digits}%'`,
          ]
        : []),
    ].join(' or ');
    const result = await database.db.execute(
      sql.raw(
        `explain (analyze, costs off, timing off, summary on) select id from users where is_registered_member and (${where}) order by id desc limit 50`,
      ),
    );
    const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
    lines.push(`-- ${q}`, ...rows.map((r) => Object.values(r)[0] ?? ''));
  }
  return lines;
}

/** Seeds the demo shop, adds `count` members, and times the back office's member search (page and count). */
export async function benchMemberSearch(
  databaseUrl: string,
  count = 100_000,
  rounds = 6,
): Promise<{ figure: MemberSearchFigure; plans: string[] }> {
  const database = await openDatabase({ databaseUrl });
  try {
    await migrateDatabase(database);
    const { seedData } = await import('../../server/db/seed/data/index');
    await seedDatabase(database, seedData);
    await addMembers(database, count);
    const timed = await timeOneAtATime(SEARCHES, rounds, (q) => {
      const query = v.parse(AdminMemberListQuerySchema, { q });
      return searchMembers(database.db, memberSearch(query.q), query);
    });
    const figure = { members: await memberCount(database), ...timed };
    return { figure, plans: await plans(database) };
  } finally {
    await database.close();
  }
}

/** The report's line for the member search row. */
export function memberSearchReportLines(f: MemberSearchFigure): string[] {
  const verdict = f.p95 <= MEMBER_SEARCH_TARGET_MS ? 'ok' : 'over';
  return [
    `member search, PostgreSQL, ${f.members.toLocaleString('en')} members: p50 ${f.p50} ms, p95 ${f.p95} ms (target ≤ ${MEMBER_SEARCH_TARGET_MS}: ${verdict}), max ${f.max} ms, ${f.runs} calls, load ${f.loadAverage}`,
  ];
}
