import type { News, NewsSummary } from '../../../../contract/content/articles.schema';
import type { NewsBody } from '../../../../contract/content/news-admin.schema';
import { sanitizeRichHtml } from '../../../services/sanitize';

/** A news item as stored. */
export type NewsRecord = {
  id: number;
  key: string;
  title: string;
  category: string;
  bodyHtml: string;
  publishedAt: Date;
};

/** The columns an editor writes. */
export type NewsValues = Omit<NewsRecord, 'id'>;

/** A news item in a list; `isRead` only ever true for a member who read it. */
export const toNewsSummary = (n: NewsRecord, isRead: boolean): NewsSummary => ({
  id: n.id,
  key: n.key,
  title: n.title,
  category: n.category,
  published_at: n.publishedAt.toISOString(),
  is_read: isRead,
});

/** One news item with its body sanitised, as `GET /v1/news/{id}` answers it. */
export const toNews = (n: NewsRecord, isRead: boolean): News => ({
  ...toNewsSummary(n, isRead),
  body: sanitizeRichHtml(n.bodyHtml),
});

/**
 * A generated news key: its publication day in Japan and a random suffix.
 * @example newsKeyFor(new Date('2026-04-01T10:00:00+09:00'), 'a1b2c3') // 'news-20260401-a1b2c3'
 */
export function newsKeyFor(publishedAt: Date, suffix: string): string {
  const tokyoDay = new Date(publishedAt.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
  return `news-${tokyoDay.replaceAll('-', '')}-${suffix}`;
}

/** The stored columns of an editor's news body; what it leaves out comes from `kept`. */
export function toNewsValues(
  body: NewsBody,
  kept: Pick<NewsValues, 'category' | 'publishedAt'> & { key: (at: Date) => string },
): NewsValues {
  const publishedAt = body.published_at ? new Date(body.published_at) : kept.publishedAt;
  return {
    key: body.key ?? kept.key(publishedAt),
    title: body.title,
    category: body.category ?? kept.category,
    bodyHtml: sanitizeRichHtml(body.body),
    publishedAt,
  };
}
