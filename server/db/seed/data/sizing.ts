/** Size runs and size tables (cm) for apparel, shoes and children's wear. */
export type SizeKind =
  | 'shirt'
  | 'blouse'
  | 'jacket'
  | 'knit'
  | 'tshirt'
  | 'skirt'
  | 'pants'
  | 'dress'
  | 'kids'
  | 'baby'
  | 'shoes'
  | 'free';

/** Adult size run used for all grown-up apparel. */
export const ADULT_SIZES = ['S', 'M', 'L', 'LL'];
const KIDS_SIZES = ['100', '110', '120', '130'];
const BABY_SIZES = ['60', '70', '80'];
const SHOE_SIZES = ['23.0', '23.5', '24.0', '24.5', '25.0', '25.5', '26.0'];

type Measure = { labels: string[]; base: number[]; step: number[] };

// Measurements of size S and the increase per size step, as a maker's catalogue lists them.
const ADULT_MEASURES: Record<string, Measure> = {
  shirt: { labels: ['着丈', '身幅', '肩幅', '袖丈'], base: [72, 51, 42, 60], step: [2, 3, 2, 1] },
  blouse: { labels: ['着丈', '身幅', '肩幅', '袖丈'], base: [60, 45, 36, 56], step: [1, 3, 1, 1] },
  jacket: { labels: ['着丈', '身幅', '肩幅', '袖丈'], base: [70, 50, 42, 59], step: [2, 3, 2, 1] },
  knit: { labels: ['着丈', '身幅', '肩幅', '袖丈'], base: [62, 47, 40, 57], step: [2, 3, 2, 1] },
  tshirt: { labels: ['着丈', '身幅', '肩幅', '袖丈'], base: [67, 50, 44, 20], step: [2, 3, 2, 1] },
  skirt: { labels: ['ウエスト', 'ヒップ', 'スカート丈'], base: [61, 88, 58], step: [3, 4, 1] },
  pants: {
    labels: ['ウエスト', '股下', 'わたり幅', '裾幅'],
    base: [73, 76, 30, 19],
    step: [4, 0, 1, 1],
  },
  dress: { labels: ['着丈', '身幅', '袖丈'], base: [112, 48, 52], step: [2, 3, 1] },
};

function adultTable(measure: Measure): string[][] {
  const header = ['サイズ', ...measure.labels];
  const rows = ADULT_SIZES.map((size, i) => [
    size,
    ...measure.base.map((b, j) => String(b + (measure.step[j] ?? 0) * i)),
  ]);
  return [header, ...rows];
}

function kidsTable(): string[][] {
  return [
    ['サイズ', '身長目安', '着丈', '身幅'],
    ...KIDS_SIZES.map((s, i) => [
      s,
      `${95 + i * 10}〜${105 + i * 10}`,
      String(42 + i * 3),
      String(34 + i * 2),
    ]),
  ];
}

function babyTable(): string[][] {
  return [
    ['サイズ', '身長目安', '体重目安'],
    ...BABY_SIZES.map((s, i) => [
      s,
      `${55 + i * 10}〜${65 + i * 10}`,
      `${4 + i * 3}〜${7 + i * 3}kg`,
    ]),
  ];
}

function shoeTable(): string[][] {
  return [['サイズ', '足長目安', 'ワイズ'], ...SHOE_SIZES.map((s) => [s, `${s}cm`, '3E'])];
}

/** The size names of a kind (`フリー` when it has no sizes). */
export function sizesOf(kind: SizeKind): string[] {
  if (kind === 'kids') return KIDS_SIZES;
  if (kind === 'baby') return BABY_SIZES;
  if (kind === 'shoes') return SHOE_SIZES;
  if (kind === 'free') return ['フリー'];
  return ADULT_SIZES;
}

/** The size table of a kind, header row first; null when it has no sizes. */
export function sizeTableOf(kind: SizeKind): string[][] | null {
  if (kind === 'free') return null;
  if (kind === 'kids') return kidsTable();
  if (kind === 'baby') return babyTable();
  if (kind === 'shoes') return shoeTable();
  const measure = ADULT_MEASURES[kind];
  return measure ? adultTable(measure) : null;
}
