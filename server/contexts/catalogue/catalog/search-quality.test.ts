import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, seededApi, type TestApi } from '../../../testing/api';

/**
 * How Japanese shoppers type, and the demo product each spelling must put in the first three
 * results of `GET /v1/products?keyword=` (default order: relevance). Runs on PGlite and, in
 * `npm test`'s PostgreSQL step, on PostgreSQL.
 */
const QUALITY: [keyword: string, productKey: string][] = [
  // Kana, width and case
  ['しゃつ', 'oxford-shirt'],
  ['ｼｬﾂ', 'oxford-shirt'],
  ['シャツ', 'oxford-shirt'],
  ['Ｔシャツ', 'heavy-tee-black'],
  ['tシャツ', 'heavy-tee-black'],
  ['ぱーかー', 'kids-parka-navy'],
  ['ﾊﾟｰｶｰ', 'kids-parka-navy'],
  ['ろーふぁー', 'leather-loafer-brown'],
  ['ﾛｰﾌｧｰ', 'leather-loafer-brown'],
  ['ﾊﾞｳﾑｸｰﾍﾝ', 'baumkuchen-plain'],
  ['こーひー', 'drip-coffee-medium'],
  ['ｽｸｰﾙﾘﾎﾞﾝ', 'school-ribbon-navy'],
  // Long-vowel marks typed as dashes
  ['パ-カ-', 'kids-parka-navy'],
  ['パｰカｰ', 'kids-parka-navy'],
  ['パ－カ－', 'kids-parka-navy'],
  ['ウ-ル', 'wool-crew-knit-brown'],
  // Synonyms
  ['ティーシャツ', 'heavy-tee-black'],
  ['ＴＥＥ', 'heavy-tee-black'],
  ['tee', 'heavy-tee-black'],
  ['パーカ', 'kids-parka-navy'],
  ['フーディー', 'kids-parka-navy'],
  ['運動靴', 'canvas-sneaker-navy'],
  ['カーデ', 'cotton-cardigan-mint'],
  ['清酒', 'junmai-sake'],
  ['煎餅', 'senbei-gift'],
  // Product codes, whole, partial and in full width
  ['MS200-WH', 'oxford-shirt'],
  ['ms200-wh', 'oxford-shirt'],
  ['ＭＳ２００－ＷＨ', 'oxford-shirt'],
  ['FD700', 'senbei-gift'],
  ['LQ800', 'junmai-sake'],
  ['ms200', 'oxford-shirt'],
  // Brands and makers (names and readings)
  ['MINATO SHIRTS', 'oxford-shirt'],
  ['minato', 'oxford-shirt'],
  ['月見堂', 'age-okaki-salt'],
  ['つきみどう', 'age-okaki-salt'],
  ['港シャツ製作所', 'oxford-shirt'],
  ['川辺タオル', 'towel-gift-face2'],
  ['OKAWA SCHOOL', 'school-ribbon-navy'],
  ['大川被服', 'school-ribbon-navy'],
  // Categories and tags
  ['日本酒', 'junmai-sake'],
  ['おかき', 'age-okaki-salt'],
  ['和菓子', 'age-okaki-salt'],
  ['学生服', 'gakuran-navy'],
  ['定番', 'oxford-shirt'],
  // Names
  ['せんべい', 'senbei-gift'],
  ['カタログギフト', 'catalog-gift-5800'],
  ['スニーカー', 'canvas-sneaker-navy'],
  ['ほうじ茶', 'hojicha-bag-50'],
  ['デニム', 'denim-shirt-light-blue'],
  ['ポロ', 'polo-shirt-navy'],
  // One-letter words
  ['靴', 'school-loafer-dark-brown'],
  ['傘', 'folding-umbrella-black'],
  ['梅', 'umeboshi-shirabosi'],
  ['茶', 'sencha-jo'],
  // Two words, with half- and full-width spaces
  ['キッズ　パーカー', 'kids-parka-navy'],
  ['リネン シャツ', 'linen-shirt-natural'],
  ['スクール　ブレザー', 'school-blazer-boys-navy'],
  ['ジャージ 上', 'jersey-top-green'],
  ['ｳｰﾙ　ﾆｯﾄ', 'wool-crew-knit-brown'],
  ['ベビー　ガーゼ', 'baby-bib-natural'],
  // Two words, one or both with synonyms (a synonym's word is confirmed on the texts)
  ['煎餅 贈答箱', 'senbei-gift'],
  ['パーカ　フーディー', 'kids-parka-navy'],
];

let api: TestApi;

beforeAll(async () => {
  api = await seededApi();
});
afterAll(() => api.drop());

type Page = { data: { key: string }[] };

describe('search quality: the product a spelling must find in the first three', () => {
  it(`holds at least 40 queries`, () => {
    expect(QUALITY.length).toBeGreaterThanOrEqual(40);
  });

  it.each(QUALITY)('「%s」 → %s', async (keyword, productKey) => {
    const res = await call<Page>(
      api.app,
      'GET',
      `/v1/products?fields=list&per=3&keyword=${encodeURIComponent(keyword)}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((p) => p.key)).toContain(productKey);
  });
});
