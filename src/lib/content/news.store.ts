import { checkSession } from '../session/session.store';
import { http } from '../shared/http';

/** For a logged-in member, records that a news item was read (`POST /v1/news/readables`). */
export async function markNewsRead(newsId: number): Promise<boolean> {
  if (!(await checkSession()).isLogin) return false;
  const res = await http.post('/v1/news/readables', { readable_id: newsId });
  return !res.ignored;
}
