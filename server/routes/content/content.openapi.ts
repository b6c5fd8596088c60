import * as v from 'valibot';
import {
  BlogSchema,
  BlogSummarySchema,
  NewsReadableBodySchema,
  NewsSchema,
  NewsSummarySchema,
  QaCategorySchema,
  QaQuerySchema,
  QaSchema,
  StaticPageSchema,
  StaticPageUrlSchema,
} from '../../../src/lib/content/articles.schema';
import {
  CatalogOrderBodySchema,
  CatalogOrderReceiptSchema,
} from '../../../src/lib/content/catalog-order.schema';
import {
  BannerQuerySchema,
  BannerSchema,
  FreeAreaSchema,
  InfoMessageSchema,
  PopupSchema,
} from '../../../src/lib/content/content.schema';
import { ContentListQuerySchema } from '../../../src/lib/content/paging.schema';
import {
  CatalogSchema,
  LandingPageSchema,
  LpCouponSchema,
  LpSummarySchema,
  MemberCouponSchema,
  TakeCouponBodySchema,
} from '../../../src/lib/content/promotions.schema';
import {
  BrandSchema,
  MakerSchema,
  StylistDetailSchema,
  StylistSchema,
} from '../../../src/lib/content/taxonomy.schema';
import type { RouteDoc } from '../../openapi/route-doc';

const RebuildStateSchema = v.object({
  status: v.picklist(['idle', 'building', 'done', 'failed']),
  started_at: v.nullable(v.string()),
  finished_at: v.nullable(v.string()),
  pages: v.nullable(v.number()),
  seconds: v.nullable(v.number()),
});

type Get = Omit<RouteDoc, 'method' | 'tag' | 'errors'> & { errors?: number[] };
const get = (tag: string, doc: Get): RouteDoc => ({ method: 'get', tag, errors: [404], ...doc });
const paged = { query: ContentListQuerySchema, list: 'paged' as const };
const svg = { response: v.string(), contentType: 'image/svg+xml' };

/** OpenAPI entries of the content routes. */
export const contentDocs: RouteDoc[] = [
  get('content', {
    path: '/v1/banners',
    summary: 'バナー（表示中のみ）',
    query: BannerQuerySchema,
    response: BannerSchema,
    list: 'plain',
    errors: [422],
  }),
  get('content', {
    path: '/v1/banners/{id}/download',
    summary: 'バナー画像のダウンロード',
    params: ['id'],
    ...svg,
  }),
  get('content', {
    path: '/v1/free-areas',
    summary: 'フリーエリア',
    response: FreeAreaSchema,
    ...paged,
    errors: [422],
  }),
  get('content', {
    path: '/v1/popups',
    summary: 'ポップアップ',
    response: PopupSchema,
    list: 'plain',
    errors: [],
  }),
  get('content', {
    path: '/v1/popups/{id}',
    summary: 'ポップアップ 1件',
    params: ['id'],
    response: PopupSchema,
  }),
  get('content', {
    path: '/v1/messages',
    summary: 'ページ別のお知らせメッセージ',
    response: InfoMessageSchema,
    ...paged,
    errors: [422],
  }),
  get('content', {
    path: '/v1/messages/{code}',
    summary: 'お知らせメッセージ 1件',
    params: ['code'],
    response: InfoMessageSchema,
  }),
  get('content', {
    path: '/v1/makers',
    summary: 'メーカー一覧',
    response: MakerSchema,
    ...paged,
    errors: [422],
  }),
  get('content', {
    path: '/v1/makers/{key}',
    summary: 'メーカー',
    params: ['key'],
    response: MakerSchema,
  }),
  get('content', {
    path: '/v1/brands',
    summary: 'ブランド一覧',
    response: BrandSchema,
    ...paged,
    errors: [422],
  }),
  get('content', {
    path: '/v1/stylists',
    summary: 'スタイリスト一覧',
    response: StylistSchema,
    ...paged,
    errors: [422],
  }),
  get('content', {
    path: '/v1/stylists/{key}',
    summary: 'スタイリストとコーディネート',
    params: ['key'],
    response: StylistDetailSchema,
  }),
  get('content', {
    path: '/v1/blogs',
    summary: 'ブログ一覧',
    response: BlogSummarySchema,
    ...paged,
    errors: [422],
  }),
  get('content', {
    path: '/v1/blogs/{key}',
    summary: 'ブログ記事',
    params: ['key'],
    response: BlogSchema,
  }),
  get('content', {
    path: '/v1/news',
    summary: 'ニュース一覧',
    response: NewsSummarySchema,
    ...paged,
    errors: [422],
  }),
  get('content', {
    path: '/v1/news/{id}',
    summary: 'ニュース（ID またはキー）',
    params: ['id'],
    response: NewsSchema,
  }),
  {
    method: 'post',
    tag: 'content',
    path: '/v1/news/readables',
    summary: 'ニュースを既読にする（会員）',
    body: NewsReadableBodySchema,
    response: NewsSchema,
    errors: [400, 401, 404, 422],
  },
  get('content', {
    path: '/v1/qa-categories',
    summary: 'よくある質問のカテゴリ',
    response: QaCategorySchema,
    list: 'plain',
    errors: [],
  }),
  get('content', {
    path: '/v1/qas',
    summary: 'よくある質問',
    query: QaQuerySchema,
    response: QaSchema,
    list: 'plain',
    errors: [422],
  }),
  get('content', {
    path: '/v1/static-pages/urls',
    summary: '静的ページの URL 一覧',
    response: StaticPageUrlSchema,
    list: 'plain',
    errors: [],
  }),
  get('content', {
    path: '/v1/static-pages/url/*',
    summary: '静的ページ（パス指定 例: /v1/static-pages/url/guide/）',
    response: StaticPageSchema,
  }),
  get('promotions', {
    path: '/v1/lp',
    summary: 'ランディングページ一覧',
    response: LpSummarySchema,
    list: 'plain',
    errors: [],
  }),
  get('promotions', {
    path: '/v1/lp/{slug}',
    summary: 'ランディングページとクーポン',
    params: ['slug'],
    response: LandingPageSchema,
  }),
  get('promotions', {
    path: '/v1/me/coupons',
    summary: '受け取ったクーポン（会員）',
    response: MemberCouponSchema,
    list: 'plain',
    errors: [401],
  }),
  {
    method: 'post',
    tag: 'promotions',
    path: '/v1/me/coupons',
    summary: 'クーポンを受け取る（x-redirect で遷移先）',
    body: TakeCouponBodySchema,
    response: LpCouponSchema,
    errors: [400, 401, 404, 422],
  },
  get('promotions', {
    path: '/v1/catalog',
    summary: '紙のカタログとデジタルカタログのページ',
    response: CatalogSchema,
    list: 'plain',
    errors: [],
  }),
  {
    method: 'post',
    tag: 'promotions',
    path: '/v1/catalog-orders',
    summary: 'カタログ請求',
    body: CatalogOrderBodySchema,
    response: CatalogOrderReceiptSchema,
    errors: [400, 422],
  },
  {
    method: 'post',
    tag: 'admin',
    path: '/v1/admin/rebuild',
    summary: 'サイトの再ビルド開始（ADMIN_TOKEN）',
    response: RebuildStateSchema,
    errors: [401],
  },
  get('admin', {
    path: '/v1/admin/rebuild',
    summary: '再ビルドの状態（ADMIN_TOKEN）',
    response: RebuildStateSchema,
    errors: [401],
  }),
  get('media', {
    path: '/media/blogs/{file}',
    summary: 'ブログ記事の見出し画像 (SVG)',
    params: ['file'],
    ...svg,
  }),
  get('media', {
    path: '/media/catalogs/{key}/{file}',
    summary: 'デジタルカタログのページ画像 (SVG)',
    params: ['key', 'file'],
    ...svg,
  }),
];
