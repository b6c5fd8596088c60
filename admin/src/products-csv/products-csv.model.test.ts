import { describe, expect, it } from 'vitest';
import {
  badRowCount,
  downloadName,
  exportPath,
  importQuery,
  rowProblems,
} from './products-csv.model';

describe('products-csv.model', () => {
  it('lists the file problems first, then rows in number order', () => {
    const problems = rowProblems({
      '行 12': ['販売価格は0以上の整数で入力してください。'],
      ファイル: ['ほか 3 行にも誤りがあります。'],
      '行 3': ['税率は 8 か 10 で入力してください。'],
    });
    expect(problems.map((p) => p.where)).toEqual(['ファイル', '行 3', '行 12']);
    expect(badRowCount(problems)).toBe(2);
    expect(rowProblems(undefined)).toEqual([]);
  });

  it('builds the calls and the download name', () => {
    expect(importQuery('sjis', true)).toBe('?encoding=sjis&dry_run=1');
    expect(importQuery('auto', false)).toBe('?encoding=auto');
    expect(exportPath('utf8')).toBe('/v1/admin/products.csv?encoding=utf8');
    expect(downloadName('attachment; filename="products-20261128.csv"')).toBe(
      'products-20261128.csv',
    );
    expect(downloadName(null)).toBe('products.csv');
  });
});
