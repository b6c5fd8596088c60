import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type {
  MessageKind,
  SystemMessage,
} from '../../../../contract/message-center/message-center.schema';
import type { Db } from '../../../db/client';
import { systemMessages } from '../../../db/schema/index';

type Row = typeof systemMessages.$inferSelect;

const toMessage = (r: Row): SystemMessage => ({
  id: r.id,
  title: r.title,
  body: r.body,
  kind: r.kind as MessageKind,
  is_read: r.readAt !== null,
  read_at: r.readAt?.toISOString() ?? null,
  created_at: r.createdAt.toISOString(),
});

/** What another domain sends to a member's message centre. */
export type NewSystemMessage = { title: string; body: string; kind: MessageKind };

/** Posts a message to a member's message centre (inquiry replies, shipped orders…). */
export async function postSystemMessage(
  db: Db,
  userId: number,
  message: NewSystemMessage,
): Promise<SystemMessage> {
  const [row] = await db
    .insert(systemMessages)
    .values({ userId, ...message })
    .returning();
  if (!row) throw new Error('system message insert returned nothing');
  return toMessage(row);
}

/** One page of the member's messages, newest first, with the total and the unread count. */
export async function pageMessages(
  db: Db,
  userId: number,
  { page, per }: { page: number; per: number },
) {
  const mine = eq(systemMessages.userId, userId);
  const [[all], [unread], rows] = await Promise.all([
    db.select({ n: count() }).from(systemMessages).where(mine),
    db
      .select({ n: count() })
      .from(systemMessages)
      .where(and(mine, isNull(systemMessages.readAt))),
    db
      .select()
      .from(systemMessages)
      .where(mine)
      .orderBy(desc(systemMessages.createdAt), desc(systemMessages.id))
      .limit(per)
      .offset((page - 1) * per),
  ]);
  return { data: rows.map(toMessage), total: all?.n ?? 0, unread: unread?.n ?? 0 };
}

/** Opens one of the member's messages, marking it read the first time; undefined when not theirs. */
export async function openMessage(
  db: Db,
  userId: number,
  id: number,
): Promise<SystemMessage | undefined> {
  const where = and(eq(systemMessages.userId, userId), eq(systemMessages.id, id));
  await db
    .update(systemMessages)
    .set({ readAt: new Date() })
    .where(and(where, isNull(systemMessages.readAt)));
  const [row] = await db.select().from(systemMessages).where(where);
  return row ? toMessage(row) : undefined;
}

/** Marks one of the member's messages read or unread again; undefined when not theirs. */
export async function markMessage(
  db: Db,
  userId: number,
  id: number,
  isRead: boolean,
): Promise<SystemMessage | undefined> {
  const [row] = await db
    .update(systemMessages)
    .set({ readAt: isRead ? sql`coalesce(${systemMessages.readAt}, now())` : null })
    .where(and(eq(systemMessages.userId, userId), eq(systemMessages.id, id)))
    .returning();
  return row ? toMessage(row) : undefined;
}
