import { sql } from 'drizzle-orm';
import type { Tx } from '../client';

type IndexDefinition = { name: string; definition: string };

/**
 * The secondary indexes of `tables`: neither a primary key nor unique nor behind a constraint,
 * so no insert or foreign key needs them while a load runs.
 */
async function secondaryIndexes(tx: Tx, tables: string[]): Promise<IndexDefinition[]> {
  const result = await tx.execute(sql`
    select quote_ident(ns.nspname) || '.' || quote_ident(ix.relname) as name,
      pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    join pg_class ix on ix.oid = i.indexrelid
    join pg_class t on t.oid = i.indrelid
    join pg_namespace ns on ns.oid = t.relnamespace
    where t.relname in (${sql.join(
      tables.map((name) => sql`${name}`),
      sql`, `,
    )})
      and ns.nspname = current_schema()
      and not i.indisprimary and not i.indisunique
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
    order by ix.relname`);
  return (result as unknown as { rows: IndexDefinition[] }).rows;
}

/**
 * Runs a bulk `load` into `tables` with their secondary indexes dropped, then builds each again
 * from its own definition: one sort per index instead of one index update per row (the search
 * index's GIN, updated in place, costs milliseconds a row), as a bulk import into PostgreSQL does.
 * Inside the caller's transaction, so nobody sees the tables without their indexes.
 */
export async function withIndexesDeferred<T>(
  tx: Tx,
  tables: string[],
  load: () => Promise<T>,
): Promise<T> {
  const indexes = await secondaryIndexes(tx, tables);
  for (const index of indexes) await tx.execute(sql.raw(`drop index ${index.name}`));
  const result = await load();
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
  return result;
}
