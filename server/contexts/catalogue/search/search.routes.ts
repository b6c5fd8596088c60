import { Hono } from 'hono';
import { type OptionalMemberEnv, optionalMember } from '../../../http/auth';
import { limitReadsPerIp } from '../../../http/rate-limit';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { alternatives, suggest } from './search.commands';
import {
  AlternativesSchema,
  SearchKeywordQuerySchema,
  SuggestionsSchema,
} from './search-api.schema';

/**
 * Search reads one address may make in 10 minutes (times IP_LIMIT_SCALE): a shopper typing sends
 * one per pause, far below it; a script scraping the catalogue through suggestions meets 429.
 */
export const SEARCH_READS_PER_IP = { name: 'search-reads', limit: 1200, windowMs: 10 * 60 * 1000 };

/** How long a browser or CDN may reuse a search answer (the catalogue changes rarely). */
const SEARCH_CACHE = 'public, max-age=30';

/** Suggestions as the shopper types, and ways on from a search that found nothing. */
export const searchRoutes = new Hono<OptionalMemberEnv>()
  .get(
    '/search/suggestions',
    describeOperation({
      summary: '検索候補（商品6件・カテゴリ3件・ブランド3件）',
      tag: 'catalog',
      query: SearchKeywordQuerySchema,
      response: SuggestionsSchema,
      errors: [404, 422, 429],
    }),
    limitReadsPerIp(SEARCH_READS_PER_IP),
    validate('query', SearchKeywordQuerySchema),
    async (c) => {
      const { keyword } = c.req.valid('query');
      const answer = await suggest(c.get('database').db, c.get('channel').id, keyword);
      c.header('Cache-Control', SEARCH_CACHE);
      c.header('Vary', 'X-Channel-Id');
      return c.json(answer);
    },
  )
  .get(
    '/search/alternatives',
    describeOperation({
      summary: '検索結果がないときの代案（語を減らす・近い綴り・人気商品）',
      tag: 'catalog',
      query: SearchKeywordQuerySchema,
      response: AlternativesSchema,
      errors: [404, 422, 429],
    }),
    limitReadsPerIp(SEARCH_READS_PER_IP),
    optionalMember,
    validate('query', SearchKeywordQuerySchema),
    async (c) => {
      const { keyword } = c.req.valid('query');
      const db = c.get('database').db;
      return c.json(await alternatives(db, c.get('channel').id, keyword, c.get('userId')));
    },
  );
