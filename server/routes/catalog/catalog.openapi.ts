import {
  CategoryNodeSchema,
  CollectionQuerySchema,
  CollectionSchema,
  CollectionSummarySchema,
  ProductListQuerySchema,
  ProductSchema,
  TagSchema,
} from '../../../src/lib/catalog/catalog.schema';
import { HierarchyQuerySchema } from '../../domains/catalog/catalog.routes';
import type { RouteDoc } from '../../openapi/route-doc';

/** OpenAPI entries of the catalogue routes. */
export const catalogDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/v1/products',
    summary: '商品一覧（15件/ページ）',
    tag: 'catalog',
    query: ProductListQuerySchema,
    response: ProductSchema,
    list: 'paged',
    errors: [404, 422],
  },
  {
    method: 'get',
    path: '/v1/products/{key}',
    summary: '商品詳細',
    tag: 'catalog',
    params: ['key'],
    response: ProductSchema,
    errors: [404],
  },
  {
    method: 'get',
    path: '/v1/categories/hierarchy',
    summary: 'カテゴリ階層',
    tag: 'catalog',
    query: HierarchyQuerySchema,
    response: CategoryNodeSchema,
    list: 'plain',
    errors: [404, 422],
  },
  ...(
    [
      ['recommend', 'おすすめ商品'],
      ['related', '関連商品'],
      ['accessories', 'アクセサリー・付属品'],
    ] as const
  ).map(
    ([name, summary]): RouteDoc => ({
      method: 'get',
      path: `/v1/products/{key}/${name}`,
      summary,
      tag: 'catalog',
      params: ['key'],
      response: ProductSchema,
      list: 'plain',
      errors: [404],
    }),
  ),
  {
    method: 'get',
    path: '/v1/tags',
    summary: 'タグ一覧（表示中の商品が持つもの）',
    tag: 'catalog',
    response: TagSchema,
    list: 'plain',
    errors: [404],
  },
  {
    method: 'get',
    path: '/v1/collections',
    summary: 'コレクション一覧（商品は含まない）',
    tag: 'catalog',
    response: CollectionSummarySchema,
    list: 'plain',
    errors: [404],
  },
  {
    method: 'get',
    path: '/v1/collections/{alias}',
    summary: 'コレクション（商品の特集）',
    tag: 'catalog',
    params: ['alias'],
    query: CollectionQuerySchema,
    response: CollectionSchema,
    errors: [404, 422],
  },
];
