import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

const dialect = new PgDialect({ casing: 'snake_case' });

/** Runs a prepared statement with the values of its `sql.placeholder`s; rows as the server sent them. */
export type PreparedStatement<Row> = (
  db: Db | Tx,
  values: Record<string, unknown>,
) => Promise<Row[]>;

/**
 * A raw SQL statement PostgreSQL parses and plans once per connection, then only binds: for the
 * hottest calls, where parsing and planning cost more than running. Drizzle prepares only query
 * builders, so raw SQL goes through the session's `prepareQuery` (on the pool, or the transaction's
 * own connection). The text is rendered once here; `name` must be unique to this text.
 */
export function preparedStatement<Row>(name: string, query: SQL): PreparedStatement<Row> {
  const rendered = dialect.sqlToQuery(query);
  return async (db, values) => {
    const statement = db._.session.prepareQuery(rendered, undefined, name, false);
    const result = (await statement.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
