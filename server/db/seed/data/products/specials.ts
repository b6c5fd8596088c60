import { buildVariants, detailHtml } from '../builder.ts';
import { sizeTableOf } from '../sizing.ts';
import type { SeedProduct } from '../types.ts';

type Base = Omit<
  SeedProduct,
  'related' | 'recommended' | 'accessories' | 'before_price' | 'is_show' | 'size_table'
>;

const product = (p: Base, extra: Partial<SeedProduct> = {}): SeedProduct => ({
  before_price: null,
  is_show: true,
  size_table: null,
  related: [],
  recommended: [],
  accessories: [],
  ...p,
  ...extra,
});

const oxfordVariants = [
  { code: 'MS200-WH-S', name: 'S', stock: 8, sort: 1 },
  { code: 'MS200-WH-M', name: 'M', stock: 15, sort: 2 },
  { code: 'MS200-WH-L', name: 'L', stock: 12, sort: 3 },
  { code: 'MS200-WH-LL', name: 'LL', stock: 3, sort: 4 },
];

/** The white oxford shirt: the product the detail-page tests use. */
const OXFORD: SeedProduct = product(
  {
    key: 'oxford-shirt',
    code: 'MS200-WH',
    name: 'オックスフォード ボタンダウンシャツ（ホワイト）',
    summary:
      '程よい厚みのオックスフォード生地で仕立てた、着るほどに馴染む白のボタンダウンシャツ。当店の一番人気です。',
    detail_html: detailHtml(
      '米綿を太番手で織ったオックスフォード生地のボタンダウンシャツです。洗いをかけて最初から柔らかな風合いに仕上げました。ジャケットの下にも、休日の一枚にも使える白は、一着目にもおすすめです。',
      [
        '襟のロールが美しく出る長めのボタンダウン',
        '背中にボックスプリーツ、裾は前後差のあるラウンドカット',
        '国内の自社工場で一枚ずつ縫製',
        'サイズは下の表をご覧ください（単位：cm）',
      ],
      [
        ['カラー', 'ホワイト'],
        ['素材', '綿100%'],
        ['原産国', '日本'],
        ['お手入れ', '家庭洗濯可'],
      ],
    ),
    price: 5900,
    tax_rate: 10,
    category: 'mens-shirt',
    maker: 'minato-shirt',
    brand: 'minato-shirts',
    tags: ['シャツ', '定番', '人気'],
    is_age_restricted: false,
    published_at: '2026-03-02T10:00:00+09:00',
    popularity: 1000,
    channels: ['default'],
    variants: oxfordVariants,
    image: { hue: 45, motif: 'shirt', count: 3 },
  },
  {
    size_table: sizeTableOf('shirt'),
    related: ['oxford-bd-blue', 'oxford-bd-pink', 'oxford-bd-grey', 'oxford-bd-stripe'],
    recommended: [
      'chino-pants-beige',
      'silk-tie-navy-komon',
      'wool-crew-knit-navy',
      'leather-loafer-brown',
    ],
  },
);

/** Products the tests address by key, plus the two accessory services. */
export const SPECIAL_ITEMS: SeedProduct[] = [
  OXFORD,
  product({
    key: 'last-five',
    code: 'OK901',
    name: '注染手ぬぐい 桜並木（限定染め）',
    summary: '職人が一枚ずつ染めた春限定の注染手ぬぐい。残りわずかです。',
    detail_html: detailHtml(
      '注ぎ染めの技法で一枚ずつ染めた、春限定柄の手ぬぐいです。にじみやぼかしは手染めならではの味わいです。',
      ['春限定の桜並木柄', '使うほどに柔らかく', '再入荷の予定はありません'],
      [
        ['サイズ', '約35×90cm'],
        ['素材', '綿100%'],
        ['原産国', '日本'],
      ],
    ),
    price: 1200,
    tax_rate: 10,
    category: 'limited',
    maker: 'okawaya',
    brand: 'okawaya-original',
    tags: ['手ぬぐい', '限定', '残りわずか'],
    is_age_restricted: false,
    published_at: '2026-03-20T10:00:00+09:00',
    popularity: 640,
    channels: ['default'],
    variants: [{ code: 'OK901-F', name: 'フリー', stock: 5, sort: 1 }],
    image: { hue: 340, motif: 'handkerchief', count: 2 },
  }),
  product({
    key: 'sold-out',
    code: 'OK902',
    name: '2026年 新春福袋 メンズ',
    summary: 'シャツ、ニット、小物など定価3万円相当が入った新春福袋。ご好評につき完売しました。',
    detail_html: detailHtml(
      '当店の人気ブランドの定番品を詰め合わせた新春の福袋です。ご好評につき完売いたしました。',
      ['定価30,000円相当の詰め合わせ', '中身はお届けまでのお楽しみ', 'お一人様一点限り'],
      [
        ['サイズ', 'M／L相当'],
        ['お届け', '1月2日以降順次発送'],
      ],
    ),
    price: 10000,
    tax_rate: 10,
    category: 'limited',
    maker: 'okawaya',
    brand: 'okawaya-original',
    tags: ['福袋', '限定'],
    is_age_restricted: false,
    published_at: '2026-01-01T00:00:00+09:00',
    popularity: 880,
    channels: ['default'],
    variants: [{ code: 'OK902-F', name: 'フリー', stock: 0, sort: 1 }],
    image: { hue: 0, motif: 'box', count: 1 },
  }),
  product(
    {
      key: 'junmai-sake',
      code: 'LQ800',
      name: '瀬音 特別純米酒 1800ml',
      summary:
        '地元産の酒米を60%まで磨いた、米の旨みとキレのある特別純米酒。一升瓶でお届けします。',
      detail_html: detailHtml(
        '蔵の地元で育てた酒米を精米歩合60%まで磨き、伏流水で丁寧に醸した特別純米酒です。穏やかな香りと米の旨み、後味のキレが特長で、冷やでもぬる燗でもお楽しみいただけます。',
        [
          '精米歩合60%',
          'アルコール分15度',
          'お酒は20歳になってから。20歳未満の方への販売はいたしません',
        ],
        [
          ['内容量', '1,800ml'],
          ['原材料', '米（国産）、米こうじ（国産米）'],
          ['保存方法', '冷暗所で保存'],
        ],
      ),
      price: 2800,
      tax_rate: 10,
      category: 'sake',
      maker: 'seoto-shuzo',
      brand: 'seoto',
      tags: ['日本酒', 'お酒', 'ギフト'],
      is_age_restricted: true,
      published_at: '2026-02-10T10:00:00+09:00',
      popularity: 720,
      channels: ['default', 'benefit'],
      variants: [{ code: 'LQ800-F', name: 'フリー', stock: 36, sort: 1 }],
      image: { hue: 200, motif: 'sake', count: 2 },
    },
    {
      related: ['seoto-sake-junmai-ginjo', 'seoto-sake-daiginjo'],
      recommended: ['kiriko-glass-ruri', 'age-okaki-salt'],
      accessories: ['gift-wrapping'],
    },
  ),
  product(
    {
      key: 'senbei-gift',
      code: 'FD700',
      name: '手焼きせんべい 贈答箱 24枚入',
      summary: '醤油・海苔・ざらめ・ごまの手焼きせんべいを24枚、化粧箱に詰めた贈答用。',
      detail_html: detailHtml(
        '炭火で一枚ずつ手焼きしたせんべいを、四つの味で24枚詰め合わせました。日持ちがするので、ご挨拶やお中元・お歳暮にも選ばれています。',
        [
          '個包装24枚（醤油・海苔・ざらめ・黒ごま 各6枚）',
          '国産うるち米100%',
          'のし・包装を承ります',
        ],
        [
          ['内容量', '24枚'],
          ['賞味期限', '製造日より90日'],
          ['保存方法', '直射日光・高温多湿を避けて常温保存'],
        ],
      ),
      price: 3000,
      tax_rate: 8,
      category: 'senbei',
      maker: 'tsukimi-seika',
      brand: 'tsukimido',
      tags: ['せんべい', 'ギフト', 'お歳暮'],
      is_age_restricted: false,
      published_at: '2026-02-20T10:00:00+09:00',
      popularity: 810,
      channels: ['default', 'benefit'],
      // The gift box most journeys buy, in every theme's and channel's project of one run: a
      // warehouse's worth of stock, so a late journey (the benefit shop's) never finds it sold out.
      variants: buildVariants('FD700', 'free', 'senbei-gift').map((v) => ({ ...v, stock: 500 })),
      image: { hue: 25, motif: 'box', count: 2 },
    },
    {
      related: ['senbei-assort-18', 'senbei-assort-36'],
      recommended: ['sencha-tokujo', 'yokan-hon-neri'],
      accessories: ['gift-wrapping'],
    },
  ),
  product({
    key: 'name-embroidery',
    code: 'OK911',
    name: 'ネーム刺繍（漢字・ひらがな・ローマ字）',
    summary: '制服やセーターの内側にお名前を刺繍します。制服と一緒にご注文ください。',
    detail_html: detailHtml(
      'ブレザーやセーターの内側に、ご指定のお名前を刺繍します。ご注文後、刺繍内容を確認するメールをお送りします。',
      [
        '10文字まで',
        '糸の色は紺・黒・白から選べます',
        '刺繍加工のため、お届けが3〜5営業日ほど遅れます',
      ],
      [
        ['文字数', '10文字まで'],
        ['書体', '楷書体・ブロック体'],
      ],
    ),
    price: 330,
    tax_rate: 10,
    category: 'school-accessories',
    maker: 'okawaya',
    brand: 'okawaya-original',
    tags: ['名入れ', 'サービス'],
    is_age_restricted: false,
    published_at: '2026-01-05T10:00:00+09:00',
    popularity: 300,
    channels: ['default', 'school'],
    variants: [{ code: 'OK911-F', name: 'フリー', stock: 999, sort: 1 }],
    image: { hue: 220, motif: 'spool', count: 1 },
  }),
  product({
    key: 'gift-wrapping',
    code: 'OK912',
    name: 'ギフト包装・のし',
    summary: '包装紙でお包みし、ご指定の表書きでのしをお付けします。',
    detail_html: detailHtml(
      '当店の包装紙でお包みし、ご指定の表書き・お名前でのしをお付けします。表書きはご注文時の備考欄にご記入ください。',
      ['内のし・外のしを選べます', '御祝・内祝・御礼・御年賀など各種対応', '紙袋をお付けします'],
      [['対応', 'ギフト対象商品']],
    ),
    price: 200,
    tax_rate: 10,
    category: 'gift-wrapping',
    maker: 'okawaya',
    brand: 'okawaya-original',
    tags: ['ギフト', 'サービス'],
    is_age_restricted: false,
    published_at: '2026-01-05T10:00:00+09:00',
    popularity: 280,
    channels: ['default', 'benefit'],
    variants: [{ code: 'OK912-F', name: 'フリー', stock: 999, sort: 1 }],
    image: { hue: 355, motif: 'box', count: 1 },
  }),
];

/** Keys never offered as recommendations (services and the sold-out bag). */
export const SPECIALS_NOT_RECOMMENDED = ['sold-out', 'name-embroidery', 'gift-wrapping'];
