import type { Database } from '../db/client';

/** One statement sent to the database: its SQL and parameters. */
export type LoggedQuery = { text: string; values: unknown[] };

type Client = { query: (...args: unknown[]) => Promise<unknown> };
const clientOf = (database: Database) => (database.db as unknown as { $client: Client }).$client;

/** The SQL and parameters of a `query` call: text or a pg config (`{ name, text }`), then values. */
function logged(args: unknown[]): LoggedQuery {
  const [first, second] = args;
  const values = (second as unknown[] | undefined) ?? [];
  if (typeof first === 'string') return { text: first, values };
  const config = first as { text: string; values?: unknown[] };
  return { text: config.text, values: config.values ?? values };
}

/**
 * Records every statement sent through the database's client (outside transactions) until
 * `stop()`: how many queries a read issues, and what they were (for `rowsTouched`).
 */
export function logQueries(database: Database): { queries: LoggedQuery[]; stop(): void } {
  const client = clientOf(database);
  const original = client.query;
  const queries: LoggedQuery[] = [];
  client.query = (...args: unknown[]) => {
    queries.push(logged(args));
    return original.apply(client, args);
  };
  return { queries, stop: () => (client.query = original) };
}

type PlanNode = {
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Node Type'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
};

/** Rows the nodes that scan `table` (its heap or its indexes) produced, loops counted. */
const rowsOf = (node: PlanNode, table: string): number =>
  (node['Relation Name'] === table ? (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) : 0) +
  (node.Plans ?? []).reduce((sum, child) => sum + rowsOf(child, table), 0);

/** Rows of `table` read below the plan's LIMIT nodes: the walk to a page and along it. */
const rowsToPage = (node: PlanNode, table: string): number =>
  node['Node Type'] === 'Limit'
    ? rowsOf(node, table)
    : (node.Plans ?? []).reduce((sum, child) => sum + rowsToPage(child, table), 0);

/**
 * The rows of `table` a paged statement reads to find its page and read it, when run now
 * (`EXPLAIN ANALYZE`, the nodes below its LIMIT): how far it walks the table or its indexes, a
 * measure of work that does not depend on the machine's load. An OFFSET walks, or sorts, every
 * row before the page; the joins above the page (done by hash or by index as the planner finds
 * cheaper for the table's size) are left out.
 */
export async function rowsRead(
  database: Database,
  query: LoggedQuery,
  table: string,
): Promise<number> {
  const result = (await clientOf(database).query(
    `explain (analyze, format json) ${query.text}`,
    query.values,
  )) as { rows: Record<string, unknown>[] };
  const first = result.rows[0] ?? {};
  const raw = Object.values(first)[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  console.log(
    query.text,
    query.values,
    JSON.stringify(
      plan[0]?.Plan,
      (k, v) =>
        /Buffers|Blocks|Width|Cost|Time|Parallel|Async|Inner Unique|Parent|Alias|Schema|Output|Disabled|Hash |Sort Space|Peak|Original|Searches|Recheck|Scan Direction/.test(
          k,
        )
          ? undefined
          : v,
      1,
    ),
  );
  return rowsToPage(plan[0]?.Plan ?? {}, table);
}
