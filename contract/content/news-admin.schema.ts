import * as v from 'valibot';
import { NEWS_ADMIN_MESSAGES as M } from './news-admin.messages';

/** Longest news title. */
export const NEWS_TITLE_MAX = 100;
/** Longest news category (お知らせ, スクール, キャンペーン, …). */
export const NEWS_CATEGORY_MAX = 20;
/** Longest news body (HTML). */
export const NEWS_BODY_MAX = 50_000;
/** The category of a news item created without one. */
export const NEWS_DEFAULT_CATEGORY = 'お知らせ';
/**
 * A news key as it appears in `/news/{key}/`: lower-case letters, digits and `-`, with a letter,
 * since `GET /v1/news/{id}` reads an all-digit segment as an id.
 */
export const NEWS_KEY = /^(?:[a-z]|[0-9][0-9-]*[a-z])[a-z0-9-]*$/;
/** Longest news key. */
export const NEWS_KEY_MAX = 80;

/** Whether an ISO date-time names a real calendar day (JavaScript would roll 02-30 over to March). */
const isRealDay = (at: string) => {
  const [year, month, day] = at.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
};

const text = (typeMessage: string, requiredMessage: string, max: number) =>
  v.pipe(v.string(typeMessage), v.trim(), v.minLength(1, requiredMessage), v.maxLength(max));

/**
 * Body of `POST /v1/admin/news` and `PUT /v1/admin/news/{id}`. `body` is rich HTML, sanitised when
 * stored. Left out, `key` is generated on create, `category` is お知らせ and `published_at` now; on
 * replace the three keep their stored values.
 */
export const NewsBodySchema = v.object({
  title: text(M.titleText, M.titleRequired, NEWS_TITLE_MAX),
  body: v.pipe(
    v.string(M.bodyText),
    v.check((html) => html.trim().length > 0, M.bodyRequired),
    v.maxLength(NEWS_BODY_MAX),
  ),
  category: v.optional(text(M.categoryText, M.categoryRequired, NEWS_CATEGORY_MAX)),
  published_at: v.optional(
    v.pipe(
      v.string(M.publishedAtInvalid),
      v.isoTimestamp(M.publishedAtInvalid),
      v.check((at) => isRealDay(at) && !Number.isNaN(Date.parse(at)), M.publishedAtInvalid),
    ),
  ),
  key: v.optional(
    v.pipe(
      v.string(M.keyInvalid),
      v.regex(NEWS_KEY, M.keyInvalid),
      v.maxLength(NEWS_KEY_MAX, M.keyInvalid),
    ),
  ),
});
export type NewsBody = v.InferOutput<typeof NewsBodySchema>;
