import type { Blog, Qa, StaticPage } from '../../../../contract/content/articles.schema';
import type { faqCategories, faqItems } from '../../../db/schema/index';
import { sanitizeRichHtml } from '../../../services/sanitize';
import type { BlogRow, StaticPageRow } from './articles.queries';

type FaqItemRow = typeof faqItems.$inferSelect;
type FaqCategoryRow = typeof faqCategories.$inferSelect;

/** A blog row as `GET /v1/blogs` lists it. */
export const blogSummaryAnswer = (b: BlogRow) => ({
  id: b.id,
  key: b.key,
  title: b.title,
  summary: b.summary,
  tags: b.tags,
  image_path: b.imagePath || `/media/blogs/${encodeURIComponent(b.key)}.svg`,
  image_alt: b.imageAlt,
  published_at: b.publishedAt.toISOString(),
});

/** A blog row as `GET /v1/blogs/{key}` answers it, with its category's name and sanitised body. */
export const blogAnswer = (b: BlogRow, category: string | null): Blog => ({
  ...blogSummaryAnswer(b),
  category,
  body: sanitizeRichHtml(b.bodyHtml),
});

/** A static page row as `GET /v1/static-pages/url/{path}` answers it. */
export const staticPageAnswer = (row: StaticPageRow): StaticPage => ({
  url: row.url,
  data: {
    title: row.title,
    body: sanitizeRichHtml(row.bodyHtml),
    updated_at: row.updatedAt.toISOString(),
  },
});

/** An FAQ item with its category as `GET /v1/qas` lists it. */
export const qaAnswer = (item: FaqItemRow, cat: FaqCategoryRow): Qa => ({
  id: item.id,
  category: { id: cat.id, key: cat.key, name: cat.name },
  question: item.question,
  answer: sanitizeRichHtml(item.answerHtml),
});
