import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { PREFECTURES } from '../../../../contract/shared/prefectures';

export { PREFECTURES };

/** One postal-code row as loaded into the database. */
export type PostalRow = {
  code: string;
  prefecture_code: number;
  prefecture: string;
  city: string;
  town: string;
  prefecture_kana: string;
  city_kana: string;
  town_kana: string;
};

/** Folder of the Japan Post data shipped by the `jquery-jpostal-ja` package. */
export function postalDataDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('jquery-jpostal-ja/package.json')), 'json');
}

/** Half-width katakana of the data becomes full-width. */
const wide = (s: string) => s.normalize('NFKC');

/** Rows of one data file (`jQuery_jpostal_callback([...])`); 3-digit summary rows are skipped. */
export function parsePostalFile(text: string): PostalRow[] {
  const start = text.indexOf('(');
  const end = text.lastIndexOf(')');
  if (start < 0 || end < start) return [];
  const entries = JSON.parse(text.slice(start + 1, end)) as string[][];
  const rows: PostalRow[] = [];
  for (const e of entries) {
    const code = (e[0] ?? '').replace(/^_/, '');
    const prefecture = e[1] ?? '';
    const prefCode = PREFECTURES.indexOf(prefecture as (typeof PREFECTURES)[number]) + 1;
    if (!/^\d{7}$/.test(code) || prefCode === 0) continue;
    rows.push({
      code,
      prefecture_code: prefCode,
      prefecture,
      city: e[2] ?? '',
      town: e[3] ?? '',
      prefecture_kana: wide(e[6] ?? ''),
      city_kana: wide(e[7] ?? ''),
      town_kana: wide(e[8] ?? ''),
    });
  }
  return rows;
}

/** Every data file's name (`000.json` … `999.json`). */
export async function postalFiles(dir = postalDataDir()): Promise<string[]> {
  return (await readdir(dir)).filter((f) => /^\d{3}\.json$/.test(f)).sort();
}

/** Reads and parses one data file. */
export async function readPostalFile(dir: string, file: string): Promise<PostalRow[]> {
  return parsePostalFile(await readFile(join(dir, file), 'utf8'));
}
