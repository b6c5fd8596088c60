import * as v from 'valibot';
import { type Bookmark, BookmarkSchema } from '../../../contract/favourites/bookmarks.schema';
import type { HttpClient } from '../shared/http/http-client';
import type { Paging } from '../shared/http/http-types';

const ListSchema = v.object({ data: v.array(BookmarkSchema) });

/** How many bookmarks /mypage/bookmark/ shows at once. */
export const BOOKMARK_PER = 10;

/** The bookmark calls; null when the client ignored the failure. */
export function createBookmarkApi(http: HttpClient) {
  return {
    async page(n: number): Promise<{ data: Bookmark[]; paging: Paging | null } | null> {
      const res = await http.get('/v1/me/bookmarks', { params: { page: n, per: BOOKMARK_PER } });
      return res.ignored ? null : { data: v.parse(ListSchema, res.data).data, paging: res.paging };
    },
    async add(url: string, title: string): Promise<Bookmark | null> {
      const res = await http.post('/v1/me/bookmarks', { url, title });
      return res.ignored ? null : v.parse(BookmarkSchema, res.data);
    },
    async remove(id: number): Promise<boolean> {
      return !(await http.delete(`/v1/me/bookmarks/${id}`)).ignored;
    },
  };
}
