import * as v from 'valibot';
import { recordId } from '../shared/record-id.schema';

/** A blog article in a list (`GET /v1/blogs`). */
export const BlogSummarySchema = v.object({
  id: v.number(),
  key: v.string(),
  title: v.string(),
  summary: v.string(),
  tags: v.array(v.string()),
  image_path: v.string(),
  /** The uploaded picture's alt text ('' for the drawn one). */
  image_alt: v.optional(v.string()),
  published_at: v.string(),
});
export type BlogSummary = v.InferOutput<typeof BlogSummarySchema>;

/** One blog article (`GET /v1/blogs/{key}`); `body` is sanitised HTML. */
export const BlogSchema = v.object({
  ...BlogSummarySchema.entries,
  /** Its category's name, if it has one. */
  category: v.optional(v.nullable(v.string())),
  body: v.string(),
});
export type Blog = v.InferOutput<typeof BlogSchema>;

/** A news item in a list (`GET /v1/news`); `is_read` only for a logged-in member. */
export const NewsSummarySchema = v.object({
  id: v.number(),
  key: v.string(),
  title: v.string(),
  category: v.string(),
  published_at: v.string(),
  is_read: v.boolean(),
});
export type NewsSummary = v.InferOutput<typeof NewsSummarySchema>;

/** One news item (`GET /v1/news/{id}`, id or key); `body` is sanitised HTML. */
export const NewsSchema = v.object({ ...NewsSummarySchema.entries, body: v.string() });
export type News = v.InferOutput<typeof NewsSchema>;

/** Body of `POST /v1/news/readables`: the news item the member read. */
export const NewsReadableBodySchema = v.object({
  readable_id: recordId('お知らせIDは数値で指定してください。'),
});

/** A FAQ category (`GET /v1/qa-categories`). */
export const QaCategorySchema = v.object({
  id: v.number(),
  key: v.string(),
  name: v.string(),
  count: v.number(),
});
export type QaCategory = v.InferOutput<typeof QaCategorySchema>;

/** A FAQ entry (`GET /v1/qas`); `answer` is sanitised HTML. */
export const QaSchema = v.object({
  id: v.number(),
  category: v.object({ id: v.number(), key: v.string(), name: v.string() }),
  question: v.string(),
  answer: v.string(),
});
export type Qa = v.InferOutput<typeof QaSchema>;

/** Query of `GET /v1/qas`: optional category key. */
export const QaQuerySchema = v.object({
  category: v.optional(v.pipe(v.string(), v.maxLength(100))),
});

/** A static page's address (`GET /v1/static-pages/urls`). */
export const StaticPageUrlSchema = v.object({ url: v.string(), title: v.string() });

/** One static page (`GET /v1/static-pages/url{path}`); `data.body` is sanitised HTML. */
export const StaticPageSchema = v.object({
  url: v.string(),
  data: v.object({ title: v.string(), body: v.string(), updated_at: v.string() }),
});
export type StaticPage = v.InferOutput<typeof StaticPageSchema>;
