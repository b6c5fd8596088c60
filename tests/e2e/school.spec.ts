import { uniqueEmail } from './pages/login';
import { SchoolPage } from './pages/school.page';
import { expect, test } from './support/test';

// Runs in the `school` project (http://school.localhost:PORT): the school customer set's own flows.

const SCHOOL = '青葉台中学校';

test('school shop: the set orders come first on the top page', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  // Before the shop's own title and every other section.
  await expect(main.getByRole('heading').first()).toHaveText('制服セットのご注文');
  const sets = main.getByRole('region', { name: '制服セットのご注文' }).getByRole('link');
  await expect(sets.first()).toBeVisible();
  for (const href of await sets.evaluateAll((links) =>
    links.map((a) => (a as HTMLAnchorElement).pathname),
  )) {
    expect(href).toMatch(/^\/product\/[^/]+\/uos\/$/);
  }
  await sets.filter({ hasText: '男子制服セット（紺ブレザー）' }).click();
  await expect(page).toHaveURL(/\/product\/school-blazer-boys-navy\/uos\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('男子制服セット（紺ブレザー）');
});

test('school shop: a guardian registers with a 学校コード, the header shows the school, the list opens on its items, logging out clears it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const school = new SchoolPage(page);
  await page.goto('/register/');
  await expect(school.schoolCode()).toBeEditable({ timeout: 30_000 });

  // A school no longer taking orders is refused, on leaving the field and again by the server.
  await school.typeSchoolCode('C113110000200');
  await expect(school.schoolCode()).toHaveAccessibleDescription(/学校コードが正しくありません。/);
  await school.fillGuardian(uniqueEmail('school-guardian'));
  await school.toConfirmation();
  await page.getByRole('button', { name: '登録する' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(school.schoolCode()).toHaveAccessibleDescription(/学校コードが正しくありません。/);
  await expect(page).toHaveURL(/\/register\/$/);

  // Full-width lower case is the same code; the check names the school.
  await school.typeSchoolCode('ｃ１１３１１００００１０２');
  await expect(page.getByRole('status').filter({ hasText: SCHOOL })).toHaveText(
    `✓ 「${SCHOOL}」を確認しました。`,
  );
  await school.toConfirmation();
  await expect(page.getByText(`C113110000102（${SCHOOL}）`)).toBeVisible();
  await page.getByRole('button', { name: '登録する' }).click();
  await expect(page).toHaveURL(/\/register\/complete\/$/, { timeout: 30_000 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'マイページ' })).toBeVisible();

  // The header carries the school's emblem (its first character) and name on every page.
  await page.goto('/');
  await expect(school.badge(SCHOOL)).toBeVisible();
  await expect(page.getByRole('banner').locator('school-badge svg')).toContainText('青');

  // The product list opens on the school's items only.
  await page.goto('/product/');
  await expect(page).toHaveURL(`/product/?tag=${encodeURIComponent(SCHOOL)}`);
  const schoolTotal = await school.productCount(`?tag=${encodeURIComponent(SCHOOL)}`);
  await school.expectListed(schoolTotal);
  const keys = await school.listedKeys();
  expect(keys.length).toBeGreaterThan(0);
  for (const tags of await school.tagsOf(keys)) expect(tags).toContain(SCHOOL);

  // すべての商品を見る shows every item, other schools' included.
  await page.getByRole('main').getByRole('link', { name: 'すべての商品を見る' }).click();
  await expect(page).toHaveURL(/\/product\/\?all=1$/);
  const allTotal = await school.productCount('');
  expect(allTotal).toBeGreaterThan(schoolTotal);
  await school.expectListed(allTotal);
  const allTags = await school.tagsOf(await school.listedKeys());
  expect(allTags.some((tags) => !tags.includes(SCHOOL))).toBe(true);

  // After ログアウト the badge is gone and the list opens on every item again.
  await school.logOut();
  await page.goto('/');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'ログイン', exact: true }),
  ).toBeVisible();
  await expect(school.badge(SCHOOL)).toBeHidden();
  await page.goto('/product/');
  await expect(school.listedProducts().first()).toBeVisible();
  await expect(page).toHaveURL(/\/product\/$/);
});
