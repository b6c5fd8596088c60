import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Question, Review } from '../../../../contract/catalog/community.schema';
import type { Db } from '../../../db/client';
import { questions, reviews } from '../../../db/schema/index';
import { findMember } from '../../identity/api';
import { REVIEW_MESSAGES } from './reviews.messages';

type Page = { page: number; per: number };

const toReview = (r: typeof reviews.$inferSelect): Review => ({
  id: r.id,
  product_id: r.productId,
  nickname: r.nickname,
  rating: r.rating,
  title: r.title,
  body: r.body,
  created_at: r.createdAt.toISOString(),
});

const toQuestion = (q: typeof questions.$inferSelect): Question => ({
  id: q.id,
  product_id: q.productId,
  question: q.question,
  answer: q.answer,
  asked_at: q.askedAt.toISOString(),
  answered_at: q.answeredAt?.toISOString() ?? null,
});

/** One page of a product's published reviews, newest first, with the total and average rating. */
export async function pageReviews(db: Db, productId: number, { page, per }: Page) {
  const where = and(eq(reviews.productId, productId), eq(reviews.isPublished, true));
  const [stats] = await db
    .select({
      total: count(),
      average: sql<string | null>`round(avg(${reviews.rating})::numeric, 1)`,
    })
    .from(reviews)
    .where(where);
  const rows = await db
    .select()
    .from(reviews)
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(per)
    .offset((page - 1) * per);
  return {
    data: rows.map(toReview),
    total: stats?.total ?? 0,
    average: stats?.average === null || stats?.average === undefined ? null : Number(stats.average),
  };
}

/** Saves a member's review; the nickname defaults to the member's family name. */
export async function insertReview(
  db: Db,
  values: {
    productId: number;
    userId: number;
    rating: number;
    title: string;
    body: string;
    nickname?: string;
  },
): Promise<Review> {
  let nickname = values.nickname?.trim();
  if (!nickname) {
    const member = await findMember(db, { id: values.userId });
    nickname = REVIEW_MESSAGES.nickname(member?.lastName ?? '');
  }
  const [row] = await db
    .insert(reviews)
    .values({ ...values, nickname })
    .returning();
  if (!row) throw new Error('review insert returned nothing');
  return toReview(row);
}

/** One page of a product's questions, newest first. */
export async function pageQuestions(db: Db, productId: number, { page, per }: Page) {
  const where = eq(questions.productId, productId);
  const [stats] = await db.select({ total: count() }).from(questions).where(where);
  const rows = await db
    .select()
    .from(questions)
    .where(where)
    .orderBy(desc(questions.askedAt), desc(questions.id))
    .limit(per)
    .offset((page - 1) * per);
  return { data: rows.map(toQuestion), total: stats?.total ?? 0 };
}

/** Saves a member's question (unanswered until the shop replies). */
export async function insertQuestion(
  db: Db,
  values: { productId: number; userId: number; question: string },
): Promise<Question> {
  const [row] = await db.insert(questions).values(values).returning();
  if (!row) throw new Error('question insert returned nothing');
  return toQuestion(row);
}
