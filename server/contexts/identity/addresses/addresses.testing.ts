import type { Hono } from 'hono';
import type { UserAddress } from '../../../../contract/addresses/addresses.schema';
import type { AppEnv } from '../../../http/types';
import { req } from '../../catalogue/catalog/catalog.testing';

/** A valid address as the form sends it (kana in hiragana, digits full-width: the API normalises). */
export const HIRAGANA_ADDRESS = {
  name: '実家',
  shipping_last_name: '佐藤',
  shipping_first_name: '花子',
  shipping_last_name_kana: 'さとう',
  shipping_first_name_kana: 'はなこ',
  postal_code: '０６０－０００１',
  prefecture: '北海道',
  city: '札幌市中央区北一条西',
  address1: '２－１',
  address2: '',
  phone_number: '０１１－２３４－５６７８',
};

/** The member's address book. */
export const book = async (app: Hono<AppEnv>, token: string) =>
  req<{ data: UserAddress[] }>(app, 'GET', '/v1/me/user-addresses', { token });

/** Posts a CSV file (bytes) to the import as multipart `file`. */
export async function importCsv(app: Hono<AppEnv>, token: string, bytes: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'text/csv' }), 'addresses.csv');
  const res = await app.request('/v1/me/user-addresses/import', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  const body = JSON.parse(text) as Record<string, unknown> & { errors?: Record<string, string[]> };
  return { status: res.status, text, body };
}

/** The CSV header row. */
export const CSV_HEADER =
  '姓,名,セイ,メイ,郵便番号,都道府県,市区町村,番地,建物名・部屋番号,電話番号';

/** A CSV data row for an index (valid unless changed). */
export const csvRow = (i: number, prefecture = '大阪府') =>
  `山本,${i}郎,やまもと,じろう,530-0001,${prefecture},大阪市北区梅田,1-${i},梅田ビル${i}F,06-1234-${5600 + i}`;
