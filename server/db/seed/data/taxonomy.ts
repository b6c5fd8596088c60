import type { SeedBrand, SeedCategory, SeedMaker } from './types.ts';

const TREE: [string, string, [string, string][]][] = [
  [
    'school',
    '制服・学用品',
    [
      ['school-jacket', 'ブレザー・学生服'],
      ['school-shirt', 'スクールシャツ・ブラウス'],
      ['school-bottoms', 'スカート・スラックス'],
      ['school-knit', 'セーター・ベスト'],
      ['school-sports', '体操服・ジャージ'],
      ['school-bag-shoes', '通学バッグ・靴'],
      ['school-accessories', 'ネクタイ・リボン・ソックス'],
      ['school-stationery', '文具・学用品'],
    ],
  ],
  [
    'mens',
    'メンズ',
    [
      ['mens-shirt', 'シャツ'],
      ['mens-tops', 'カットソー・ニット'],
      ['mens-outer', 'アウター'],
      ['mens-pants', 'パンツ'],
    ],
  ],
  [
    'ladies',
    'レディース',
    [
      ['ladies-blouse', 'ブラウス・シャツ'],
      ['ladies-skirt', 'スカート'],
      ['ladies-dress', 'ワンピース'],
      ['ladies-knit', 'ニット・カーディガン'],
    ],
  ],
  [
    'kids',
    'キッズ・ベビー',
    [
      ['kids-tops', 'キッズトップス'],
      ['kids-bottoms', 'キッズボトムス'],
      ['baby', 'ベビー'],
    ],
  ],
  [
    'bags-shoes',
    'バッグ・シューズ',
    [
      ['bags', 'バッグ'],
      ['shoes', 'シューズ'],
      ['socks', 'ソックス'],
    ],
  ],
  [
    'fashion-goods',
    '服飾雑貨',
    [
      ['ties', 'ネクタイ'],
      ['handkerchiefs', 'ハンカチ・手ぬぐい'],
      ['umbrellas', '傘'],
      ['limited', '限定品・福袋'],
    ],
  ],
  [
    'gifts',
    'ギフト',
    [
      ['gift-towel', 'タオルギフト'],
      ['gift-tableware', '器・グラス'],
      ['gift-catalog', 'カタログギフト'],
      ['gift-wrapping', 'ラッピング・のし'],
    ],
  ],
  [
    'sweets',
    '和菓子・洋菓子・米菓',
    [
      ['senbei', 'せんべい・おかき'],
      ['wagashi', '和菓子'],
      ['yogashi', '洋菓子'],
    ],
  ],
  [
    'food',
    '食品・飲料',
    [
      ['tea-coffee', 'お茶・コーヒー'],
      ['grocery', '調味料・乾物'],
      ['soft-drinks', 'ジュース'],
    ],
  ],
  [
    'liquor',
    'お酒',
    [
      ['sake', '日本酒'],
      ['umeshu', '梅酒・果実酒'],
    ],
  ],
];

/** Two-level category tree; products attach to the children. */
export const CATEGORIES: SeedCategory[] = TREE.flatMap(([key, name, children], i) => [
  { key, name, parent: null, sort: (i + 1) * 10 },
  ...children.map(([childKey, childName], j) => ({
    key: childKey,
    name: childName,
    parent: key,
    sort: j + 1,
  })),
]);

/** Makers (all fictional companies). */
export const MAKERS: SeedMaker[] = [
  {
    key: 'okawaya',
    name: '株式会社大川屋',
    kana: 'オオカワヤ',
    description:
      '当店を運営する大川屋の自社企画。名入れやギフト包装、季節限定の品をご用意しています。',
    sort: 0,
  },
  {
    key: 'okawa-hifuku',
    name: '大川被服株式会社',
    kana: 'オオカワヒフク',
    description:
      '昭和三十年創業。全国の中学校・高等学校に制服を納める学生服メーカーです。丈夫で手入れのしやすい生地づくりにこだわっています。',
    sort: 1,
  },
  {
    key: 'minato-shirt',
    name: '港シャツ製作所',
    kana: 'ミナトシャツセイサクショ',
    description:
      '横浜の小さな縫製工場から始まったシャツ専業メーカー。一枚ずつ職人が仕上げる襟とカフスが自慢です。',
    sort: 2,
  },
  {
    key: 'hanamizuki-textile',
    name: '花水木テキスタイル株式会社',
    kana: 'ハナミズキテキスタイル',
    description: '天然素材を中心に、レディースとキッズの日常着を企画・製造しています。',
    sort: 3,
  },
  {
    key: 'sakura-kaban',
    name: 'さくら鞄工房',
    kana: 'サクラカバンコウボウ',
    description: '帆布と革の鞄、革靴をつくる工房。修理にも対応し、長く使える道具を目指しています。',
    sort: 4,
  },
  {
    key: 'kawabe-towel',
    name: '川辺タオル株式会社',
    kana: 'カワベタオル',
    description: '先晒しの綿糸で織る、吸水性の高いタオルとハンカチの織元です。',
    sort: 5,
  },
  {
    key: 'tsukimi-seika',
    name: '月見製菓株式会社',
    kana: 'ツキミセイカ',
    description: '手焼きせんべいと和洋菓子の老舗。国産うるち米と自家製の醤油だれで焼き上げます。',
    sort: 6,
  },
  {
    key: 'seoto-shuzo',
    name: '瀬音酒造合資会社',
    kana: 'セオトシュゾウ',
    description: '清流のほとりで酒を醸して百二十年。地元の酒米と伏流水による食中酒を造っています。',
    sort: 7,
  },
  {
    key: 'ryokufuen',
    name: '緑風園',
    kana: 'リョクフウエン',
    description: '茶畑から仕上げまで自社で手がける製茶問屋。煎茶、ほうじ茶、調味料も扱います。',
    sort: 8,
  },
  {
    key: 'aoba-toubou',
    name: '青葉陶房',
    kana: 'アオバトウボウ',
    description: '手仕事の器とガラスを扱う工房。普段使いできる丈夫な器づくりを続けています。',
    sort: 9,
  },
  {
    key: 'kitaguni-farm',
    name: '北国ファーム株式会社',
    kana: 'キタグニファーム',
    description:
      '北の果樹園が集まってつくった農業法人。完熟した果実をそのまま搾ったジュースをお届けします。',
    sort: 11,
  },
  {
    key: 'bunrindo',
    name: '株式会社文林堂',
    kana: 'ブンリンドウ',
    description: '学校向けの文具・学用品を企画する文具メーカーです。',
    sort: 10,
  },
];

/** Brands, each belonging to a maker. */
export const BRANDS: SeedBrand[] = [
  {
    key: 'okawaya-original',
    name: '大川屋オリジナル',
    kana: 'オオカワヤオリジナル',
    maker: 'okawaya',
    description: '大川屋が企画した限定品とサービス。',
    sort: 0,
  },
  {
    key: 'okawa-school',
    name: 'OKAWA SCHOOL',
    kana: 'オオカワスクール',
    maker: 'okawa-hifuku',
    description: '六年間着られる丈夫さを目指したスクールウェアの定番ブランド。',
    sort: 1,
  },
  {
    key: 'blue-crest',
    name: 'BLUE CREST',
    kana: 'ブルークレスト',
    maker: 'okawa-hifuku',
    description: 'すっきりとしたシルエットの体操服・ジャージ・通学用品。',
    sort: 2,
  },
  {
    key: 'minato-shirts',
    name: 'MINATO SHIRTS',
    kana: 'ミナトシャツ',
    maker: 'minato-shirt',
    description: '国内縫製のドレスシャツとカジュアルシャツ。',
    sort: 3,
  },
  {
    key: 'minato-works',
    name: '港工房',
    kana: 'ミナトコウボウ',
    maker: 'minato-shirt',
    description: 'ワークウェアの意匠を取り入れたメンズの日常着。',
    sort: 4,
  },
  {
    key: 'hanamizuki',
    name: 'hanamizuki',
    kana: 'ハナミズキ',
    maker: 'hanamizuki-textile',
    description: '麻と綿を中心にした、大人の女性のための日常着。',
    sort: 5,
  },
  {
    key: 'petit-fleur',
    name: 'petit fleur',
    kana: 'プチフルール',
    maker: 'hanamizuki-textile',
    description: '肌にやさしい素材で仕立てるキッズとベビーの服。',
    sort: 6,
  },
  {
    key: 'sakura-kaban',
    name: 'SAKURA KABAN',
    kana: 'サクラカバン',
    maker: 'sakura-kaban',
    description: '帆布と革を組み合わせた丈夫な鞄。',
    sort: 7,
  },
  {
    key: 'ayumi',
    name: '歩 -ayumi-',
    kana: 'アユミ',
    maker: 'sakura-kaban',
    description: '日本人の足に合わせた木型でつくる革靴とスニーカー。',
    sort: 8,
  },
  {
    key: 'kawabe-towel',
    name: '川辺タオル',
    kana: 'カワベタオル',
    maker: 'kawabe-towel',
    description: 'ふっくら柔らかな織りのタオルとハンカチ。',
    sort: 9,
  },
  {
    key: 'tsukimido',
    name: '月見堂',
    kana: 'ツキミドウ',
    maker: 'tsukimi-seika',
    description: '手焼きせんべいと季節の和菓子。',
    sort: 10,
  },
  {
    key: 'tsukimi-patisserie',
    name: 'パティスリー月見',
    kana: 'パティスリーツキミ',
    maker: 'tsukimi-seika',
    description: 'バターを贅沢に使った焼き菓子。',
    sort: 11,
  },
  {
    key: 'seoto',
    name: '瀬音',
    kana: 'セオト',
    maker: 'seoto-shuzo',
    description: '食事に寄り添う、すっきりとした味わいの日本酒と梅酒。',
    sort: 12,
  },
  {
    key: 'ryokufuen',
    name: '緑風園',
    kana: 'リョクフウエン',
    maker: 'ryokufuen',
    description: '産地直送の日本茶と、だし・醤油などの調味料。',
    sort: 13,
  },
  {
    key: 'aoba',
    name: 'aoba',
    kana: 'アオバ',
    maker: 'aoba-toubou',
    description: '手仕事の器と切子グラス。',
    sort: 14,
  },
  {
    key: 'bunrindo',
    name: '文林堂',
    kana: 'ブンリンドウ',
    maker: 'bunrindo',
    description: '毎日の学びを支える文具と学用品。',
    sort: 15,
  },
  {
    key: 'kitaguni-farm',
    name: '北国ファーム',
    kana: 'キタグニファーム',
    maker: 'kitaguni-farm',
    description: '無加糖・無添加のストレート果汁。',
    sort: 16,
  },
];
