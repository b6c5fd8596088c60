import * as v from 'valibot';
import {
  type ListChange,
  ListChangeSchema,
  type UserList,
  type UserListDetail,
  UserListDetailSchema,
  UserListSchema,
} from '../../../contract/favourites/user-lists.schema';
import type { HttpClient } from '../shared/http/http-client';

const ListsSchema = v.object({ data: v.array(UserListSchema) });
const base = '/v1/me/user-lists';
const at = (key: string) => `${base}/${encodeURIComponent(key)}`;

/** The favourites-list calls (spec §7 Member data); null when the client ignored the failure. */
export function createUserListApi(http: HttpClient) {
  const change = async (path: string, body: unknown): Promise<ListChange | null> => {
    const res = await http.patch(path, body);
    return res.ignored ? null : v.parse(ListChangeSchema, res.data);
  };
  return {
    async lists(): Promise<UserList[] | null> {
      const res = await http.get(base);
      return res.ignored ? null : v.parse(ListsSchema, res.data).data;
    },
    async detail(key: string): Promise<UserListDetail | null> {
      const res = await http.get(at(key), { params: { is_listables: 1 } });
      return res.ignored ? null : v.parse(UserListDetailSchema, res.data);
    },
    async create(name: string): Promise<UserList | null> {
      const res = await http.post(base, { name });
      return res.ignored ? null : v.parse(UserListSchema, res.data);
    },
    async rename(key: string, name: string): Promise<UserList | null> {
      const res = await http.put(at(key), { name });
      return res.ignored ? null : v.parse(UserListSchema, res.data);
    },
    async remove(key: string): Promise<boolean> {
      return !(await http.delete(at(key))).ignored;
    },
    attach: (ids: number[], key?: string) =>
      change(`${base}/attach`, { table: 'products', ids, key }),
    detach: (ids: number[], key: string) => change(`${at(key)}/detach`, { table: 'products', ids }),
  };
}
