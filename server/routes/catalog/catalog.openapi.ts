import {
  CategoryNodeSchema,
  ProductListQuerySchema,
  ProductSchema,
} from '../../../src/lib/catalog/catalog.schema';
import type { RouteDoc } from '../../openapi/route-doc';
import { HierarchyQuerySchema } from './catalog.routes';

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
];
