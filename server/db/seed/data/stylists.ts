import type { SeedStylist } from './types.ts';

/** Shop stylists and their outfits (coordinates reference product keys). */
export const STYLISTS: SeedStylist[] = [
  {
    key: 'misaki-ishida',
    name: '石田 美咲',
    kana: 'イシダ ミサキ',
    height_cm: 158,
    profile: '大川屋 本店スタッフ。天然素材の服と、長く使える小物の組み合わせが得意です。',
    coordinates: [
      {
        key: 'linen-weekend',
        title: 'リネンワンピースで過ごす週末',
        description:
          '生成りのリネンワンピースに帆布トートを合わせて、気取らない休日のスタイルに。足元はスニーカーで軽やかに。',
        products: ['linen-dress-natural', 'canvas-tote-natural', 'canvas-sneaker-white'],
      },
      {
        key: 'office-knit',
        title: 'きれいめニットで通勤',
        description:
          'モックネックニットとタイトスカートの組み合わせ。ブラウンとグレーで落ち着いた印象に。',
        products: ['mockneck-knit-brown', 'wool-tight-skirt-grey', 'leather-shoulder-black'],
      },
    ],
  },
  {
    key: 'ryota-mori',
    name: '森 亮太',
    kana: 'モリ リョウタ',
    height_cm: 176,
    profile: 'メンズ担当。シャツの着こなしと、革靴の手入れについてはお任せください。',
    coordinates: [
      {
        key: 'oxford-jacket',
        title: '白のオックスフォードで春の装い',
        description:
          '白のボタンダウンにベージュのチノパンツ、ブラウンのローファー。定番同士を合わせた、失敗のない組み合わせです。',
        products: ['oxford-shirt', 'chino-pants-beige', 'leather-loafer-brown'],
      },
      {
        key: 'business-casual',
        title: '金曜日のビジネスカジュアル',
        description:
          'ブロードシャツにウールスラックスを合わせ、ニットを肩から。ネクタイを外しても品よく見えます。',
        products: ['broad-shirt-sax', 'wool-slacks-charcoal', 'wool-crew-knit-navy'],
      },
    ],
  },
  {
    key: 'yui-nakamura',
    name: '中村 由衣',
    kana: 'ナカムラ ユイ',
    height_cm: 163,
    profile:
      'スクールショップの採寸担当。制服の着こなしや、成長に合わせたサイズ選びのご相談を承ります。',
    coordinates: [
      {
        key: 'school-spring',
        title: '春の制服 基本の一式',
        description:
          'ブレザーにブラウス、チェックのプリーツスカート、リボン。新入学に必要な一式をそろえました。',
        products: [
          'school-blazer-girls-navy',
          'school-blouse-long-white',
          'pleated-skirt-navy-check',
          'school-ribbon-navy',
        ],
      },
      {
        key: 'school-autumn',
        title: '衣替えの季節はカーディガンで調節',
        description:
          'シャツの上にカーディガンを重ねて、朝晩の寒暖差に対応。通学リュックは反射テープ付きで帰り道も安心です。',
        products: [
          'school-shirt-long-white',
          'school-cardigan-navy',
          'school-slacks-navy',
          'school-backpack-navy',
        ],
      },
    ],
  },
];
