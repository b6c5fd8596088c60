import * as v from 'valibot';
import { ProductSchema } from '../catalog/catalog.schema';
import { recordId } from '../shared/record-id.schema';
import { USER_LIST_MESSAGES as M } from './user-lists.messages';

/** Most lists a member may keep, the default お気に入り included. */
export const USER_LIST_LIMIT = 20;
/** Most products one list may hold. */
export const USER_LIST_ITEM_LIMIT = 500;
/** Longest list name. */
export const USER_LIST_NAME_MAX = 30;
/** Most product ids one attach or detach call may carry. */
export const USER_LIST_IDS_MAX = 100;

/** A member's list (spec §3 "user lists"): `count` products; `is_default` for お気に入り. */
export const UserListSchema = v.object({
  id: v.number(),
  key: v.string(),
  name: v.string(),
  count: v.number(),
  is_default: v.boolean(),
});
export type UserList = v.InferOutput<typeof UserListSchema>;

/** A product in a list, with its live price (税込) and stock. */
export const ListableSchema = v.object({
  product_id: v.number(),
  added_at: v.string(),
  product: ProductSchema,
});
export type Listable = v.InferOutput<typeof ListableSchema>;

/** `GET /v1/me/user-lists/{key}`: the list, and its products with `?is_listables=1`. */
export const UserListDetailSchema = v.object({
  ...UserListSchema.entries,
  listables: v.optional(v.array(ListableSchema)),
});
export type UserListDetail = v.InferOutput<typeof UserListDetailSchema>;

/** Body of `POST /v1/me/user-lists` and `PUT /v1/me/user-lists/{key}`. */
export const UserListNameSchema = v.object({
  name: v.pipe(
    v.string(M.nameRequired),
    v.trim(),
    v.nonEmpty(M.nameRequired),
    v.maxLength(USER_LIST_NAME_MAX, M.nameMax(USER_LIST_NAME_MAX)),
  ),
});

const ids = v.pipe(
  v.array(recordId(M.idsRequired), M.idsRequired),
  v.minLength(1, M.idsRequired),
  v.maxLength(USER_LIST_IDS_MAX, M.idsMax(USER_LIST_IDS_MAX)),
);
const table = v.picklist(['products'], M.tableInvalid);

/** Body of `PATCH /v1/me/user-lists/attach` and `/detach`: `key` picks a list (default お気に入り / every list). */
export const ListAttachSchema = v.object({
  table,
  ids,
  key: v.optional(v.pipe(v.string(), v.maxLength(64))),
});

/** Body of `PATCH /v1/me/user-lists/{key}/detach`. */
export const ListDetachSchema = v.object({ table, ids });

/** `GET /v1/me/user-lists/{key}` query: `is_listables=1` adds the products. */
export const UserListQuerySchema = v.object({
  is_listables: v.optional(v.picklist(['0', '1'])),
});

/** Reply of attach and detach: the list changed (none when detached from every list) and each product's flag. */
export const ListChangeSchema = v.object({
  list: v.nullable(UserListSchema),
  favorites: v.array(v.object({ product_id: v.number(), is_favorite: v.boolean() })),
});
export type ListChange = v.InferOutput<typeof ListChangeSchema>;
