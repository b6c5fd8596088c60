import { logIn } from './pages/login';
import { MypageBodyPage } from './pages/mypage-body.page';
import { reviewShot } from './support/review-shots';
import { expect, test } from './support/test';

// Each run uses names of its own and removes them (a run left behind by a crash never collides).

test('taro keeps a memorial day, records measurements that suggest a size, and saves an embroidery name', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const body = new MypageBodyPage(page);
  const tag = `${Date.now() % 1000}`;
  await logIn(page, '/mypage/memorial/');

  // 記念日: the seeded days, then one added through the form and its confirmation step.
  await body.open('/mypage/memorial/', '記念日の登録・変更');
  await expect(body.card('記念日の登録・変更', '母の誕生日')).toContainText('5月12日');
  await page.getByRole('link', { name: '記念日を追加する' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '記念日の追加' })).toBeVisible();
  await page.getByRole('button', { name: '確認する' }).click();
  await expect(page.getByText('お相手のお名前を入力してください。')).toBeVisible();
  await page.getByLabel('お相手のお名前').fill('佐藤 花子');
  await page.getByLabel('ご関係').selectOption({ label: '友人' });
  const name = `誕生日${tag}`;
  await page.getByLabel('記念日の名前').fill(name);
  await page.getByLabel('月', { exact: true }).selectOption('2');
  await page.getByLabel('日', { exact: true }).selectOption('29');
  await body.confirmAndSave();
  await expect(page.getByText('記念日を保存しました。')).toBeVisible();
  const card = body.card('記念日の登録・変更', name);
  await expect(card).toContainText('2月29日');
  await expect(card).toContainText('佐藤 花子 様（友人）');
  await body.screenshots('mypage-memorial');

  await card.getByRole('link', { name: '変更' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '記念日の変更' })).toBeVisible();
  await expect(page.getByLabel('記念日の名前')).toHaveValue(name);
  await page.getByLabel('月', { exact: true }).selectOption('4');
  await page.getByLabel('日', { exact: true }).selectOption('31');
  await page.getByRole('button', { name: '確認する' }).click();
  await expect(page.getByText('存在しない日付です。月と日をご確認ください。')).toBeVisible();
  await expect(page.getByLabel('記念日の名前')).toHaveValue(name);
  await page.getByLabel('日', { exact: true }).selectOption('30');
  await page.getByRole('checkbox', { name: 'お知らせメールを受け取る' }).uncheck();
  await body.confirmAndSave();
  await expect(body.card('記念日の登録・変更', name)).toContainText('4月30日');
  await expect(body.card('記念日の登録・変更', name)).toContainText('お知らせなし');
  await body
    .card('記念日の登録・変更', name)
    .getByRole('button', { name: '削除', exact: true })
    .click();
  await page.getByRole('button', { name: '削除する' }).click();
  await expect(page.getByText('記念日を削除しました。')).toBeVisible();
  await expect(body.card('記念日の登録・変更', name)).toHaveCount(0);

  // 採寸: full-width digits accepted; the newest chest size (97.5) suggests L (the seeded 91 gives M).
  await body.open('/mypage/measurement/edit/', '採寸の記録');
  await page.getByLabel('胸囲（バスト）（cm）').fill('９７．５');
  await page.getByLabel('身長（cm）').fill('172.25');
  await page.getByRole('button', { name: '確認する' }).click();
  await expect(page.getByText('身長は小数点以下1桁までの数値で入力してください。')).toBeVisible();
  await page.getByLabel('身長（cm）').fill('172');
  await body.confirmAndSave('記録する');
  await expect(page.getByText('採寸を記録しました。')).toBeVisible();
  const latest = page.getByRole('definition').filter({ hasText: '97.5cm' });
  await expect(latest.first()).toBeVisible();
  await body.screenshots('mypage-measurement');

  await page.goto('/product/oxford-shirt/');
  const suggestion = page.getByRole('region', { name: 'おすすめサイズ' });
  await expect(suggestion).toContainText('あなたへのおすすめサイズ: L');
  await expect(suggestion).toContainText('胸囲（バスト） 97.5cm → 身幅 57');
  await suggestion.scrollIntoViewIfNeeded();
  await reviewShot(page, { path: `.build/screens/size-suggestion-${testInfo.project.name}.png` });

  // ネーム刺繍: romaji typed full-width is saved half-width.
  await body.open('/mypage/name-embroidery/', 'ネーム刺繍の設定');
  await page.getByRole('link', { name: 'お名前を登録する' }).click();
  await page.getByRole('radio', { name: /ローマ字/ }).check();
  await page.getByLabel('刺繍するお名前').fill('TARO YAMADA');
  await page.getByRole('button', { name: '確認する' }).click();
  await expect(page.getByText('ローマ字は半角英数字で入力してください。')).toBeVisible();
  const romaji = `ＴＡＲＯ${tag}`;
  await page.getByLabel('刺繍するお名前').fill(romaji);
  await page.getByLabel('糸の色').selectOption({ label: '金' });
  await body.confirmAndSave();
  await expect(page.getByText('ネーム刺繍のお名前を保存しました。')).toBeVisible();
  const saved = body.card('ネーム刺繍の設定', `TARO${tag}`);
  await expect(saved).toContainText(`「TARO${tag}」（金糸）`);
  await body.screenshots('mypage-name-embroidery');
  await saved.getByRole('button', { name: '削除', exact: true }).click();
  await page.getByRole('button', { name: '削除する' }).click();
  await expect(saved).toHaveCount(0);
});
