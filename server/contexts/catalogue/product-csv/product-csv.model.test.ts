import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import {
  type CsvColumn,
  exportCells,
  groupRows,
  keyFromCode,
  type RowErrors,
  readHeader,
  readRow,
  safeCell,
  unencodableColumns,
} from './product-csv.model';
import { CsvFileError, csvRecords } from './product-csv-read';

const columns: CsvColumn[] = [
  'code',
  'name',
  'variant_code',
  'variant_name',
  'stock',
  'product_price',
];

async function records(chunks: Uint8Array[], encoding: 'auto' | 'utf8' | 'sjis' = 'auto') {
  async function* body() {
    yield* chunks;
  }
  const out: string[][] = [];
  for await (const r of csvRecords(body(), encoding)) out.push(r.cells);
  return out;
}

describe('product CSV model', () => {
  it('reads the Japanese headers and refuses unknown or repeated ones', () => {
    expect(readHeader(['商品コード', ' 商品名 ']).columns).toEqual(['code', 'name']);
    expect(readHeader(['商品名', '商品名', 'price']).errors).toEqual([
      '見出し「商品名」が2回あります。',
      '見出し「price」はこの CSV の列にありません。書き出した CSV の見出しを使ってください。',
      '見出しに「商品コード」がありません。',
    ]);
  });

  it('converts a row and names each bad field', () => {
    const good = readRow(2, ['A-1', ' シャツ ', 'A-1-M', 'M', '3', '1200'], columns);
    expect(good.errors).toEqual([]);
    expect(good.row).toMatchObject({
      code: 'A-1',
      product: { name: 'シャツ', product_price: 1200 },
      variant: { code: 'A-1-M', name: 'M', stock: 3 },
    });
    const bad = readRow(3, ['A-2', '', '', '', '4', '1.5'], columns);
    expect(bad.errors).toEqual([
      '販売価格は0以上の整数で入力してください。',
      '商品名: 商品名を入力してください。',
      '在庫は規格コードのある行にだけ入力できます。',
    ]);
    expect(readRow(5, ['A-4', 'x', 'V', '', '', '1'], columns).errors).toEqual([
      '規格名を入力してください。',
    ]);
    const tooMuch = readRow(4, ['A-3', 'x', 'V', 'v', '2000000', '20000000'], columns);
    expect(tooMuch.errors).toEqual([
      '販売価格: 価格は円単位の整数で入力してください。',
      '在庫: 在庫数は0以上の整数で入力してください。',
    ]);
  });

  it('refuses formulas, allows plain signed numbers to be judged as numbers, and reads a quoted formula as text', () => {
    for (const cell of ['=1+1', '+SUM(A1)', '@cmd', '-2+3', '\tx']) {
      expect(readRow(2, ['A', cell, '', '', '', '1'], columns).errors[0]).toMatch(
        /^商品名が = \+ - @/,
      );
    }
    expect(readRow(2, ['A', "'=1+1", '', '', '', '1'], columns).row.product.name).toBe('=1+1');
    expect(readRow(2, ['A', 'x', '', '', '', '-5'], columns).errors).toEqual([
      '販売価格は0以上の整数で入力してください。',
    ]);
    expect(safeCell('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(safeCell('-5')).toBe('-5');
    expect(safeCell('シャツ')).toBe('シャツ');
  });

  it('groups rows by code, refusing a repeated pair and product columns that differ', () => {
    const errors: RowErrors = new Map();
    const rows = [
      readRow(2, ['A', 'x', 'A-M', 'M', '1', '100'], columns).row,
      readRow(3, ['A', 'x', 'A-L', 'L', '1', '100'], columns).row,
      readRow(4, ['A', 'x', 'A-L', 'L', '2', '100'], columns).row,
      readRow(5, ['A', 'y', 'A-S', 'S', '1', '100'], columns).row,
      readRow(6, ['B', 'z', '', '', '', '100'], columns).row,
    ];
    const groups = groupRows(rows, errors);
    expect(groups.map((g) => [g.code, g.variants.map((v) => v.code)])).toEqual([
      ['A', ['A-M', 'A-L', 'A-S']],
      ['B', []],
    ]);
    expect(Object.fromEntries(errors)).toEqual({
      4: ['商品コードと規格コードの組が 行 3 と重複しています。'],
      5: ['商品名が同じ商品コードの 行 2 と異なります。商品の項目はそろえてください。'],
    });
  });

  it('makes keys from codes and finds the cells CP932 cannot hold', () => {
    expect(keyFromCode('ＡＢ-１２ 3/x')).toBe('ab-12-3-x');
    expect(keyFromCode('日本語')).toBe('');
    const product = {
      code: 'A',
      name: '髙島屋①😀',
      price: 1,
      beforePrice: null,
      taxRate: 10,
      category: null,
      brand: null,
      maker: null,
      channels: ['default'],
      isShow: true,
      isAgeRestricted: false,
      description: '<p>𠮷</p>',
    };
    expect(unencodableColumns(exportCells(product, null))).toEqual(['商品名', '商品説明']);
  });
});

describe('csvRecords', () => {
  it('decodes UTF-8 split inside a character across chunks, and CP932 detected', async () => {
    const bytes = new TextEncoder().encode('商品コード\nあい\n');
    expect(await records([bytes.slice(0, 7), bytes.slice(7)])).toEqual([['商品コード'], ['あい']]);
    const sjis = new Uint8Array(iconv.encode('商品コード\n髙①\n', 'cp932'));
    expect(await records([sjis])).toEqual([['商品コード'], ['髙①']]);
  });

  it('stops at a record over the size limit without reading the rest', async () => {
    let read = 0;
    async function* endless() {
      yield new TextEncoder().encode('商品コード\n"');
      for (;;) {
        read += 1;
        yield new Uint8Array(64 * 1024).fill(0x78);
      }
    }
    const all = async () => {
      for await (const _ of csvRecords(endless(), 'utf8')) {
        // reading
      }
    };
    await expect(all()).rejects.toBeInstanceOf(CsvFileError);
    expect(read).toBeLessThan(20);
  });
});
