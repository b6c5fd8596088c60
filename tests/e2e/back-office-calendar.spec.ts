import { BackOffice, SIGNED_OUT_CHECK } from './pages/back-office.page';
import { E2E_ADMIN_TOKEN } from './support/admin-token';
import { expect, test } from './support/test';

// The shop calendar (project back-office): the owner closes 2028-01-03 on the month view and the
// storefront's calendar call (what checkout's dates follow) answers it closed at once, no rebuild.

type BusinessDay = { date: string; is_holiday: boolean; name: string | null };

test('the owner opens and closes 2028-01-03 and the shop’s calendar call follows at once', async ({
  page,
  expectPageError,
}) => {
  test.setTimeout(180_000);
  expectPageError(SIGNED_OUT_CHECK);
  const businessDay = async (date: string): Promise<BusinessDay | undefined> => {
    // The shop's own host on the back office's port (the calendar call answers on every host).
    const shop = `http://127.0.0.1:${new URL(page.url()).port}`;
    const res = await page.request.get(
      `${shop}/v1/business-dates/monthly/calendar/front?startDate=${date}&endDate=${date}`,
    );
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { data: BusinessDay[] }).data[0];
  };
  const office = new BackOffice(page);
  await office.open();
  // 2028-01-03 as the demo has it (closed by the 12/29–1/3 rule), whatever an earlier run left.
  const reset = await page.request.put(
    `http://127.0.0.1:${new URL(page.url()).port}/v1/admin/calendar/days/2028-01-03`,
    { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` }, data: { status: 'closed' } },
  );
  expect(reset.ok()).toBe(true);
  await office.signInOwner();
  await office.go('営業日カレンダー');
  await page.getByLabel('年', { exact: true }).selectOption('2028');
  await page.getByLabel('月', { exact: true }).selectOption('1');
  const month = page.getByRole('table', { name: '2028年1月' });
  await expect(month).toBeVisible();
  // 元日 comes from the holiday library; 1/3 is closed by the seeded 12/29–1/3 rule.
  await expect(month.getByRole('button', { name: /^1月1日（土）休業日（元日）/ })).toBeVisible();
  const third = () => month.getByRole('button', { name: /^1月3日（月）/ });
  await expect(third()).toHaveAccessibleName(/休業日（年末年始休業）/);
  await expect(page.getByRole('listitem').filter({ hasText: '毎年 12-29〜01-03' })).toBeVisible();
  await office.expectAccessible('shop calendar');

  // Opened for shipping: the shop works that day.
  await third().click();
  await expect(page.getByRole('status')).toContainText('2028-01-03 を出荷日にしました。');
  await expect(third()).toHaveAccessibleName(/出荷日（出荷日に指定）/);
  await expect.poll(async () => (await businessDay('2028-01-03'))?.is_holiday).toBe(false);

  // Closed again: no longer offered.
  await third().click();
  await expect(page.getByRole('status')).toContainText('2028-01-03 を休業日にしました。');
  await expect(third()).toHaveAccessibleName(/休業日/);
  expect(await businessDay('2028-01-03')).toMatchObject({ is_holiday: true });

  await office.go('操作履歴');
  await expect(
    page.getByRole('cell', { name: /営業日カレンダーの日の変更/ }).first(),
  ).toBeVisible();
});
