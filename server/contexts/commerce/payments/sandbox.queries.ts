import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { sandboxIntents, sandboxTokens } from '../../../db/schema/index';

// Kept in the shop's database (like a real provider's own storage) so a restart in the middle of
// 3-D Secure keeps the payment; the shop itself only ever refers to token and intent ids.
type Store = Db | Tx;

/** What the sandbox keeps of a tokenised card: never the number, only its test scenario and display data. */
export type SandboxCard = {
  scenario: 'success' | 'decline' | 'challenge';
  brand: string;
  last4: string;
  exp: string;
};

/** A payment (authorisation) at the sandbox provider. */
export type SandboxIntent = {
  id: string;
  status: 'succeeded' | 'requires_action' | 'declined' | 'captured' | 'canceled';
  amount: number;
  brand: string;
  last4: string;
  returnUrl: string;
};

/** Keeps a tokenised card under its token id. */
export async function insertToken(db: Store, token: string, card: SandboxCard): Promise<void> {
  await db.insert(sandboxTokens).values({ id: token, ...card });
}

/** The card behind a token, if any. */
export async function findToken(db: Store, token: string): Promise<SandboxCard | null> {
  const [row] = await db.select().from(sandboxTokens).where(eq(sandboxTokens.id, token)).limit(1);
  return row ? { ...row, scenario: row.scenario as SandboxCard['scenario'] } : null;
}

/** Keeps a new intent and answers it. */
export async function insertIntent(db: Store, intent: SandboxIntent): Promise<SandboxIntent> {
  await db.insert(sandboxIntents).values(intent);
  return intent;
}

/** An intent by id. */
export async function findIntent(db: Store, intentId: string): Promise<SandboxIntent | null> {
  const [row] = await db
    .select()
    .from(sandboxIntents)
    .where(eq(sandboxIntents.id, intentId))
    .limit(1);
  if (!row) return null;
  const { createdAt: _c, updatedAt: _u, ...intent } = row;
  return { ...intent, status: intent.status as SandboxIntent['status'] };
}

/** Moves an intent from one of `from` to `to` in one conditional update; null when it was elsewhere. */
export async function transition(
  db: Store,
  intentId: string,
  from: SandboxIntent['status'][],
  to: SandboxIntent['status'],
): Promise<SandboxIntent | null> {
  const [row] = await db
    .update(sandboxIntents)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(sandboxIntents.id, intentId), inArray(sandboxIntents.status, from)))
    .returning();
  if (!row) return null;
  const { createdAt: _c, updatedAt: _u, ...intent } = row;
  return { ...intent, status: to };
}
