/** A school of the school shop: its 学校コード (MEXT style: kind, founder, prefecture, number). */
export type SeedSchool = { channel: string; key: string; name: string; is_active: boolean };

/** Demo schools of the `school` channel; the last one has closed and no longer registers pupils. */
export const SCHOOLS: SeedSchool[] = [
  { channel: 'school', key: 'C113110000102', name: '青葉台中学校', is_active: true },
  { channel: 'school', key: 'D313110000105', name: '桜丘高等学校', is_active: true },
  { channel: 'school', key: 'C113110000200', name: '大川第二中学校', is_active: false },
];
