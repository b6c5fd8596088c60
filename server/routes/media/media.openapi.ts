import * as v from 'valibot';
import type { RouteDoc } from '../../openapi/route-doc';
import { ogImageDocs } from './og-image.openapi';

const image = {
  tag: 'media',
  response: v.string(),
  contentType: 'image/svg+xml',
  errors: [404],
} as const;

/** OpenAPI entries of the media routes. */
export const mediaDocs: RouteDoc[] = [
  {
    ...image,
    method: 'get',
    path: '/media/products/{key}/{file}',
    summary: '商品画像（{n}.svg）',
    params: ['key', 'file'],
  },
  {
    ...image,
    method: 'get',
    path: '/media/banners/{file}',
    summary: 'バナー画像（{id}.svg）',
    params: ['file'],
  },
  ...ogImageDocs,
];
