import * as v from 'valibot';
import type { RouteDoc } from '../../openapi/route-doc';

const PostalAddressSchema = v.object({
  postal_code: v.string(),
  prefecture_code: v.number(),
  prefecture: v.string(),
  city: v.string(),
  town: v.string(),
  address1: v.string(),
  prefecture_kana: v.string(),
  city_kana: v.string(),
  town_kana: v.string(),
  candidates: v.array(v.string()),
});

/** OpenAPI entries of the postal routes. */
export const postalDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/v1/postal-code',
    summary: '郵便番号から住所を検索（日本郵便のデータ）',
    tag: 'postal',
    query: v.object({ code: v.string() }),
    response: PostalAddressSchema,
    errors: [404, 422],
  },
  {
    method: 'get',
    path: '/v1/postal-codes/prefectures',
    summary: '都道府県の一覧',
    tag: 'postal',
    response: v.object({ code: v.number(), name: v.string() }),
    list: 'plain',
    errors: [],
  },
];
