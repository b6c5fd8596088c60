import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import iconv from 'iconv-lite';
import { AddressBookPage } from './pages/addresses.page';
import { logIn } from './pages/login';
import { expect, test } from './support/test';

const HEADER = '姓,名,セイ,メイ,郵便番号,都道府県,市区町村,番地,建物名・部屋番号,電話番号';
const row = (given: string, prefecture = '大阪府') =>
  `山本,${given},やまもと,じろう,530-0001,${prefecture},大阪市北区梅田,1-1,,06-1234-5678`;
const sjis = (lines: string[]) => iconv.encode(`${lines.join('\r\n')}\r\n`, 'cp932');

/** Registers a fresh member through the API (the journey never touches taro's book). */
async function registerMember(page: Page) {
  const email = `addr-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.jp`;
  const password = 'Address-2026';
  const res = await page.request.post('/v1/users', {
    data: {
      email,
      password,
      password_confirmation: password,
      last_name: '住所',
      first_name: '録子',
      last_name_kana: 'ジュウショ',
      first_name_kana: 'ロクコ',
      phone_number: '0312345678',
      postal_code: '1000001',
      prefecture: '東京都',
      city: '千代田区',
      address1: '千代田1-1',
      gender: 2,
      is_receive_newsletter: 0,
      question_ct: 2,
      answer: 'たなか',
    },
  });
  expect(res.status()).toBe(201);
  return { email, password };
}

async function fillAddress(page: Page) {
  await page.getByLabel('姓', { exact: true }).fill('佐藤');
  await page.getByLabel('名', { exact: true }).fill('花子');
  await page.getByLabel('セイ', { exact: true }).fill('Sato');
  await page.getByLabel('メイ', { exact: true }).fill('はなこ');
  await page.getByLabel('郵便番号').fill('１００－０００１');
  // The first look-up may wait for the postal data to finish loading after start-up.
  await expect(page.getByLabel('市区町村')).toHaveValue('千代田区', { timeout: 40_000 });
  await expect(page.getByLabel('都道府県')).toHaveValue('東京都');
  await page.getByLabel('番地').fill('千代田2-2');
  await page.getByLabel('電話番号').fill('０９０－１２３４－５６７８');
}

test('a new member keeps an address book, imports and exports CSV, and saves cards', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const book = new AddressBookPage(page);
  await logIn(page, '/ec/', await registerMember(page));
  await book.open('/mypage/address/', 'お届け先一覧');
  await expect(book.entries()).toHaveCount(1);
  await expect(book.mark(book.entries().first(), 'ご本人の住所')).toBeVisible();
  await expect(book.mark(book.entries().first(), 'いつものお届け先')).toBeVisible();

  // Add with postal autofill; an error keeps everything typed.
  await page.getByRole('link', { name: 'お届け先を追加する' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'お届け先の追加' })).toBeVisible();
  // Spec §5: the registration name is not printed on the shipping label, and the form says so.
  await expect(page.getByText('送り状のお届け先には印字されません')).toBeVisible();
  await fillAddress(page);
  await page.getByRole('button', { name: '保存する', exact: true }).click();
  await expect(page.getByText('セイは全角カタカナで入力してください。')).toBeVisible();
  await expect(page.getByLabel('番地')).toHaveValue('千代田2-2');
  // The form turns hiragana into katakana as the field is left; nothing typed is lost.
  await expect(page.getByLabel('メイ', { exact: true })).toHaveValue('ハナコ');
  await page.getByLabel('セイ', { exact: true }).fill('さとう');
  await book.screenshots('address-add');
  // The form posts the spec's field names (§3 User address).
  const posted = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/me/user-addresses',
  );
  await page.getByRole('button', { name: '保存する', exact: true }).click();
  expect((await posted).postDataJSON()).toMatchObject({
    shipping_last_name: '佐藤',
    shipping_first_name: '花子',
    shipping_last_name_kana: 'サトウ',
    shipping_first_name_kana: 'ハナコ',
    postal_code: '100-0001',
  });
  await expect(page).toHaveURL(/\/mypage\/address\/$/);
  await expect(book.status()).toHaveText('お届け先を保存しました。');
  const sato = book.entry('佐藤 花子');
  await expect(sato).toContainText('〒100-0001 東京都千代田区千代田2-2');
  await expect(sato).toContainText('09012345678');

  // Edit.
  await sato.getByRole('link', { name: '変更する' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'お届け先の変更' })).toBeVisible();
  await expect(page.getByLabel('セイ', { exact: true })).toHaveValue('サトウ');
  await page.getByLabel('建物名・部屋番号').fill('丸の内ハイツ101');
  await page.getByRole('button', { name: '保存する', exact: true }).click();
  await expect(sato).toContainText('丸の内ハイツ101');

  // Default mark moves; delete with confirmation.
  await sato.getByRole('button', { name: 'いつものお届け先にする' }).click();
  await expect(book.status()).toHaveText('いつものお届け先を変更しました。');
  await expect(book.mark(sato, 'いつものお届け先')).toBeVisible();
  await expect(book.mark(book.entry('住所 録子'), 'いつものお届け先')).toHaveCount(0);
  await book.deleteWithConfirmation(sato);
  await expect(book.status()).toHaveText('お届け先を削除しました。');
  await expect(book.entries()).toHaveCount(1);
  await expect(book.mark(book.entries().first(), 'いつものお届け先')).toBeVisible();

  // CSV: one bad row names the row and imports nothing; a good file imports every row.
  await book.importCsv(sjis([HEADER, row('一郎'), row('二郎', '大阪'), row('三郎')]));
  await expect(page.getByText(/^3行目: .*都道府県/)).toBeVisible();
  await expect(book.entries()).toHaveCount(1);
  await book.importCsv(sjis([HEADER, row('一郎'), row('三郎')]));
  await expect(book.status()).toHaveText('2件のお届け先を取り込みました。');
  await expect(book.entries()).toHaveCount(3);

  // Export (Shift_JIS, Excel): the file holds the whole book.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSVを書き出す（Excel用 Shift_JIS）' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^addresses-\d{8}\.csv$/);
  const text = iconv.decode(await readFile((await file.path()) as string), 'cp932');
  expect(text.split('\r\n')[0]).toBe(HEADER);
  expect(text).toContain('山本,三郎,ヤマモト,ジロウ,530-0001,大阪府');
  expect(text).toContain('住所,録子');
  await expect(book.status()).toHaveText('エクスポートが完了しました');
  await book.screenshots('address-book');

  // Cards: add two, make the second main, delete the first.
  await book.open('/mypage/card/', '登録済みのカード');
  await expect(page.getByText('カードは登録されていません。')).toBeVisible();
  const cards: [string, string][] = [
    ['4242 4242 4242 4242', '203012'],
    ['4000 0566 5566 5556', '203111'],
  ];
  for (const [number, exp] of cards) {
    await page.getByRole('link', { name: 'カードを登録する' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'カードの登録' })).toBeVisible();
    await page.getByLabel('カード番号').fill(number);
    await page.getByLabel('有効期限（YYYYMM）').fill(exp);
    await page.getByLabel('セキュリティコード').fill('123');
    await page.getByLabel('カード名義').fill('ROKUKO JUSHO');
    await page.getByRole('button', { name: '登録する', exact: true }).click();
    await expect(page).toHaveURL(/\/mypage\/card\/$/);
    await expect(book.status()).toHaveText('カードを登録しました。');
  }
  const first = book.entry(/4242$/, '登録済みのカード');
  const second = book.entry(/5556$/, '登録済みのカード');
  await expect(book.mark(first, 'メインのカード')).toBeVisible();
  await second.getByRole('button', { name: 'メインのカードにする' }).click();
  await expect(book.status()).toHaveText('メインのカードを変更しました。');
  await expect(book.mark(second, 'メインのカード')).toBeVisible();
  await expect(book.mark(first, 'メインのカード')).toHaveCount(0);
  await book.deleteWithConfirmation(first);
  await expect(book.status()).toHaveText('カードを削除しました。');
  await expect(book.entries('登録済みのカード')).toHaveCount(1);
  await expect(second).toContainText('有効期限 11/31');
  await book.screenshots('cards');
});
