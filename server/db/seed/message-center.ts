import { SYSTEM_MESSAGE_TEXTS as T } from '../../../contract/message-center/message-center.messages';
import type { Tx } from '../client';
import { systemMessages } from '../schema/index';
import type { SeedRefs } from './types';

/** Demo message centres: taro has two unread messages and one read; hanako one unread welcome. */
export async function seedSystemMessages(tx: Tx, refs: SeedRefs): Promise<void> {
  const hanako = refs.users.get('hanako@example.jp');
  if (hanako !== undefined) {
    await tx.insert(systemMessages).values({
      userId: hanako,
      title: T.welcomeTitle,
      body: T.welcomeBody,
      kind: 'info',
      createdAt: new Date('2026-02-01T10:00:00+09:00'),
    });
  }
  const userId = refs.users.get('taro@example.jp');
  if (userId === undefined) return;
  await tx.insert(systemMessages).values([
    {
      userId,
      title: T.welcomeTitle,
      body: T.welcomeBody,
      kind: 'info',
      createdAt: new Date('2026-01-10T10:00:00+09:00'),
      readAt: new Date('2026-01-10T12:00:00+09:00'),
    },
    {
      userId,
      title: T.pointExpiryTitle,
      body: T.pointExpiryBody,
      kind: 'point',
      createdAt: new Date('2026-03-01T09:00:00+09:00'),
    },
    {
      userId,
      title: T.shippedTitle,
      body: T.shippedBody('OK-20260315-0012'),
      kind: 'order',
      createdAt: new Date('2026-03-16T15:30:00+09:00'),
    },
  ]);
}
