import * as v from 'valibot';
import type { RouteDoc } from '../../openapi/route-doc';

const png = {
  tag: 'media',
  response: v.string(),
  contentType: 'image/png',
  errors: [404],
} as const;

/** OpenAPI entries of the PNG share images. */
export const ogImageDocs: RouteDoc[] = [
  {
    ...png,
    method: 'get',
    path: '/media/og/products/{file}',
    summary: '商品のシェア画像（{key}.png、1200×630、?channel= でショップ名）',
    params: ['file'],
  },
  {
    ...png,
    method: 'get',
    path: '/media/og/site/{file}',
    summary: 'ショップのシェア画像（{channel}.png、1200×630）',
    params: ['file'],
  },
];
