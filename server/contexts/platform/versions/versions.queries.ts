import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { contentVersions } from '../../../db/schema/index';

/** Keeps a version's snapshot (once: an existing one is left as it is). */
export async function keepVersion(
  tx: Tx,
  entry: {
    kind: string;
    recordId: number;
    version: number;
    snapshot: Record<string, unknown>;
    savedBy: string;
    savedByEmail?: string | null;
  },
): Promise<void> {
  await tx.insert(contentVersions).values(entry).onConflictDoNothing();
}

/** A record's kept versions, newest first. */
export function keptVersions(db: Db | Tx, kind: string, recordId: number) {
  return db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.kind, kind), eq(contentVersions.recordId, recordId)))
    .orderBy(desc(contentVersions.version))
    .limit(50);
}

/** One kept version, if it is still there. */
export async function keptVersion(db: Db | Tx, kind: string, recordId: number, version: number) {
  const [row] = await db
    .select()
    .from(contentVersions)
    .where(
      and(
        eq(contentVersions.kind, kind),
        eq(contentVersions.recordId, recordId),
        eq(contentVersions.version, version),
      ),
    );
  return row;
}

/** Deletes a record's kept versions (the record itself is gone). */
export async function forgetVersions(tx: Tx, kind: string, recordId: number): Promise<void> {
  await tx
    .delete(contentVersions)
    .where(and(eq(contentVersions.kind, kind), eq(contentVersions.recordId, recordId)));
}
