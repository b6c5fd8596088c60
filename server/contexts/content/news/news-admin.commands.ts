import { randomBytes } from 'node:crypto';
import type { News } from '../../../../contract/content/articles.schema';
import {
  NEWS_DEFAULT_CATEGORY,
  type NewsBody,
} from '../../../../contract/content/news-admin.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Db } from '../../../db/client';
import { ApiException } from '../../../http/errors';
import { newsKeyFor, toNews, toNewsValues } from './news.model';
import { deleteNews, findNews, insertNews, updateNews } from './news-admin.queries';
import { changeNews, requireFreeKey, requireNews } from './news-admin.tx';

const generatedKey = (at: Date) => newsKeyFor(at, randomBytes(3).toString('hex'));

/** Publishes a news item; a key it leaves out is generated, a taken one is refused (422). */
export async function createNews(db: Db, body: NewsBody, now: Date): Promise<News> {
  const values = toNewsValues(body, {
    key: generatedKey,
    category: NEWS_DEFAULT_CATEGORY,
    publishedAt: now,
  });
  const row = await changeNews(db, async (tx) => {
    await requireFreeKey(tx, values.key);
    const inserted = await insertNews(tx, values);
    if (!inserted) throw new ApiException(500, ERROR_CODES.internal);
    return { result: inserted, keys: [values.key] };
  });
  return toNews(row, false);
}

/** Replaces a news item; key, category and date left out keep their values. 404 when unknown. */
export async function replaceNews(db: Db, id: number, body: NewsBody): Promise<News> {
  const row = await changeNews(db, async (tx) => {
    const before = requireNews(await findNews(tx, id));
    const values = toNewsValues(body, { ...before, key: () => before.key });
    await requireFreeKey(tx, values.key, id);
    const after = requireNews(await updateNews(tx, id, values));
    // A new key moves the page: the old address must go from the site too.
    return { result: after, keys: [before.key, after.key] };
  });
  return toNews(row, false);
}

/** Deletes a news item; 404 when unknown. */
export async function removeNews(db: Db, id: number): Promise<void> {
  await changeNews(db, async (tx) => {
    const key = requireNews(await deleteNews(tx, id));
    return { result: undefined, keys: [key] };
  });
}
