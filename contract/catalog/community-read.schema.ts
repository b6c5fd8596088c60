import * as v from 'valibot';

/** A published review (spec §3 "Review": id, product_id, body). */
export const ReviewSchema = v.object({
  id: v.number(),
  product_id: v.number(),
  nickname: v.string(),
  rating: v.number(),
  title: v.string(),
  body: v.string(),
  created_at: v.string(),
});
export type Review = v.InferOutput<typeof ReviewSchema>;

/** A product question with the shop's answer (null until answered). */
export const QuestionSchema = v.object({
  id: v.number(),
  product_id: v.number(),
  question: v.string(),
  answer: v.nullable(v.string()),
  asked_at: v.string(),
  answered_at: v.nullable(v.string()),
});
export type Question = v.InferOutput<typeof QuestionSchema>;
