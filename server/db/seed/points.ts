import { and, asc, eq, isNull } from 'drizzle-orm';
import { POINT_MESSAGES } from '../../../contract/orders/orders.messages';
import { withTax } from '../../../contract/shared/money';
import { pointsToEarn } from '../../contexts/identity/api';
import type { Tx } from '../client';
import { orderLines, orders, pointHistories, users } from '../schema/index';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Writes each member's point history so it explains the seeded balance: a welcome grant a month
 * before the first order, then per order the points used and the 1% earned.
 */
export async function seedPointHistories(tx: Tx): Promise<void> {
  const members = await tx
    .select({ id: users.id, balance: users.pointsBalance, createdAt: users.createdAt })
    .from(users);
  for (const m of members) {
    const placed = await tx
      .select()
      .from(orders)
      .where(eq(orders.userId, m.id))
      .orderBy(asc(orders.orderedAt));
    const entries: (typeof pointHistories.$inferInsert)[] = [];
    for (const o of placed) {
      const lines = await tx
        .select()
        .from(orderLines)
        .where(and(eq(orderLines.orderId, o.id), isNull(orderLines.parentId)));
      const goods = lines.reduce((sum, l) => sum + withTax(l.unitPrice, l.taxRate) * l.quantity, 0);
      if (o.pointsUsed > 0) {
        entries.push({
          userId: m.id,
          orderId: o.id,
          kind: 'used',
          points: -o.pointsUsed,
          createdAt: o.orderedAt,
        });
      }
      const earned = pointsToEarn(goods, o.totalDiscount - o.pointsUsed, o.pointsUsed);
      if (earned > 0) {
        entries.push({
          userId: m.id,
          orderId: o.id,
          kind: 'earned',
          points: earned,
          createdAt: o.orderedAt,
        });
      }
    }
    // A member holding fewer points than their orders earned (the business member) is shown as not earning.
    const sum = (list: typeof entries) => list.reduce((total, e) => total + e.points, 0);
    const kept = sum(entries) > m.balance ? entries.filter((e) => e.kind !== 'earned') : entries;
    const welcome = Math.max(0, m.balance - sum(kept));
    if (welcome > 0) {
      const first = placed[0]?.orderedAt ?? m.createdAt;
      kept.unshift({
        userId: m.id,
        kind: 'granted',
        points: welcome,
        note: POINT_MESSAGES.notes.welcome,
        createdAt: new Date(first.getTime() - 30 * DAY_MS),
      });
    }
    if (kept.length) await tx.insert(pointHistories).values(kept);
  }
}
