/** A curated product set; aliases starting with `set-` are the set orders of `/product/{key}/uos/`. */
export type SeedCollection = {
  alias: string;
  name: string;
  description: string;
  products: string[];
};

/** Demo collections: school uniform sets ordered in one go, and two features. */
export const collectionsData: SeedCollection[] = [
  {
    alias: 'set-school-blazer-boys-navy',
    name: '男子制服セット（紺ブレザー）',
    description:
      'ブレザー・スラックス・シャツ・ネクタイを、それぞれのサイズでまとめてご注文いただけます。',
    products: [
      'school-blazer-boys-navy',
      'school-slacks-navy',
      'school-shirt-long-white',
      'school-tie-navy',
    ],
  },
  {
    alias: 'set-school-blazer-girls-navy',
    name: '女子制服セット（紺ブレザー）',
    description:
      'ブレザー・スカート・ブラウス・ネクタイを、それぞれのサイズでまとめてご注文いただけます。',
    products: [
      'school-blazer-girls-navy',
      'pleated-skirt-navy-check',
      'school-blouse-long-white',
      'school-tie-navy',
    ],
  },
  {
    alias: 'set-gym-shirt-navy',
    name: '体操服セット（紺）',
    description: '半袖シャツとハーフパンツの体操服セットです。',
    products: ['gym-shirt-navy', 'gym-halfpants-navy'],
  },
  {
    alias: 'new-school-year',
    name: '新学期の準備',
    description: '入学・進級の準備にそろえたいアイテムを集めました。',
    products: [
      'school-blazer-boys-navy',
      'school-blazer-girls-navy',
      'school-sweater-navy',
      'school-socks-navy',
      'school-bag-black',
      'name-seal-bird',
    ],
  },
  {
    alias: 'gift-selection',
    name: '贈り物特集',
    description: '内祝いや季節のご挨拶に選ばれている品々です。',
    products: [
      'towel-gift-face2',
      'senbei-gift',
      'yunomi-indigo',
      'yokan-hon-neri',
      'catalog-gift-3800',
    ],
  },
];
