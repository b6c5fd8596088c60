import { expect, test } from './support/test';

// Runs in the `closed` project: one server answers every channel by host name.
test('the closed channel shows the invalid-channel 404 on every page', async ({
  page,
  baseURL,
}) => {
  const res = await page.goto('/product/senbei-gift/');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  await expect(page.getByText('お探しのページが見つかりませんでした。')).toBeVisible();
  await page.getByRole('link', { name: 'トップページへ戻る' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
});

test('each host name gets its own channel and an unknown one the default shop', async ({
  request,
  baseURL,
}) => {
  const port = new URL(baseURL ?? '').port;
  const titleOf = async (host: string) => {
    const res = await request.get(`http://127.0.0.1:${port}/`, {
      headers: { Host: `${host}:${port}` },
    });
    return /<title>([^<]*)<\/title>/.exec(await res.text())?.[1];
  };
  expect(await titleOf('school.localhost')).toContain('スクールショップ');
  expect(await titleOf('benefit.localhost')).toContain('株主優待');
  expect(await titleOf('wa.localhost')).toContain('和の暮らし');
  expect(await titleOf('simple.localhost')).toContain('シンプルストア');
  expect(await titleOf('shop.unknown.example')).toContain('大川屋オンラインショップ');
});
