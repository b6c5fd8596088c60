import type { APIRequestContext, Page } from '@playwright/test';
import { logIn } from './pages/login';
import { expect, test } from './support/test';

// Stored XSS: hostile text goes into every free-text field a guest or member can fill, then each
// page that shows it is opened. No dialog may open and no Content-Security-Policy violation fire;
// each payload must be visible as plain text, so the page really rendered it.

/** Short enough for name fields (50 characters); each tries a different way to run script. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(2)>',
  "'><svg onload=alert(3)>",
  '<a href="javascript:alert(4)">x</a>',
  '</textarea><script>alert(5)</script>',
  '<style>*{display:none}</style>',
  '{{constructor.constructor("alert(6)")()}}',
  '<iframe srcdoc="<script>alert(7)</script>">',
];
const all = PAYLOADS.join(' ');
/** Review nicknames are at most 20 characters. */
const NICKNAME = '<b onclick=alert(8)>';
const unique = () => `xss-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

type Watch = { dialogs: string[]; violations: () => Promise<string[]> };

/** Records dialogs and CSP violations on `page` from its next navigation on. */
async function watch(page: Page): Promise<Watch> {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    );
  });
  return {
    dialogs,
    violations: () =>
      page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  };
}

/** What the page shows a reader: its text and the values of its form fields. */
const shown = (page: Page) =>
  page.evaluate(() =>
    [
      // What is rendered, not the text of any script or style element that made it into the DOM.
      // biome-ignore lint/performance/useDomNodeTextContent: textContent would count an injected script's text as shown
      document.body.innerText,
      ...[...document.querySelectorAll('input, textarea')].map(
        (e) => (e as HTMLInputElement).value,
      ),
    ].join('\n'),
  );

/** Opens `path`, waits until each of `texts` shows as text (or a field's value), and checks nothing ran. */
async function expectInert(page: Page, w: Watch, path: string, texts: string[]) {
  await page.goto(path);
  // Lower sections hydrate when seen (client:visible): scroll as a reader would.
  const scrolled = async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    return shown(page);
  };
  for (const text of texts) await expect.poll(scrolled).toContain(text);
  await page.waitForLoadState('networkidle');
  expect({ path, dialogs: w.dialogs, violations: await w.violations() }).toEqual({
    path,
    dialogs: [],
    violations: [],
  });
}

async function productId(request: APIRequestContext, key: string): Promise<number> {
  const product = (await (await request.get(`/v1/products/${key}`)).json()) as {
    id: number;
    product_model: { products: { id: number; stock: number }[] };
  };
  return product.id;
}

async function registerMember(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/v1/users', {
    data: {
      email,
      password,
      password_confirmation: password,
      last_name: PAYLOADS[1],
      first_name: PAYLOADS[2],
      last_name_kana: 'シケン',
      first_name_kana: 'ハナコ',
      phone_number: '0312345678',
      postal_code: '1000001',
      prefecture: '東京都',
      city: PAYLOADS[0],
      address1: PAYLOADS[3],
      address2: PAYLOADS[4],
      gender: 2,
      is_receive_newsletter: 0,
      question_ct: 2,
      answer: 'たなか',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const login = await request.post('/v1/auth/login', { data: { login_id: email, password } });
  expect(login.status()).toBe(200);
  return {
    Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}`,
  };
}

test('hostile text a member stores shows as text on the product page and the my page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const w = await watch(page);
  const email = `${unique()}@example.jp`;
  const password = 'Xss-check-2026';
  const headers = await registerMember(request, email, password);
  const id = await productId(request, 'yunomi-indigo');
  const review = await request.post(`/v1/products/${id}/reviews`, {
    headers,
    data: { rating: 4, title: PAYLOADS[5], body: all, nickname: NICKNAME },
  });
  expect(review.status(), await review.text()).toBe(201);
  const question = await request.post(`/v1/products/${id}/questions`, {
    headers,
    data: { question: all },
  });
  expect(question.status(), await question.text()).toBe(201);
  const wish = await request.post('/v1/product-requests', { headers, data: { body: all } });
  expect(wish.status(), await wish.text()).toBe(201);
  const search = await request.post('/v1/product-search-histories', {
    headers,
    data: { word: PAYLOADS[7] },
  });
  expect(search.status(), await search.text()).toBe(201);

  await expectInert(page, w, '/product/yunomi-indigo/', [
    PAYLOADS[5] ?? '',
    PAYLOADS[0] ?? '',
    NICKNAME,
  ]);
  await logIn(page, '/mypage/user_info/', { email, password });
  await expectInert(page, w, '/mypage/user_info/', [PAYLOADS[1] ?? '', PAYLOADS[0] ?? '']);
  await expectInert(page, w, '/mypage/product_request_history/', [PAYLOADS[7] ?? '']);
  await expectInert(page, w, '/mypage/product_search_history/', [PAYLOADS[7] ?? '']);
});

test('hostile text a guest types into the order shows as text on the confirmation page', async ({
  page,
  request,
  baseURL,
}) => {
  const w = await watch(page);
  const cart = (await (await request.post('/v1/carts/init', { data: {} })).json()) as {
    token: string;
  };
  const token = cart.token;
  const product = (await (await request.get('/v1/products/senbei-gift')).json()) as {
    product_model: { products: { id: number; stock: number }[] };
  };
  const variant = product.product_model.products.find((p) => p.stock > 0)?.id;
  const patch = async (path: string, data: object) => {
    const res = await request.patch(`/v1/carts/${path}`, { data: { token, ...data } });
    expect(res.status(), await res.text()).toBe(200);
  };
  await patch('products/add', { product_id: variant, quantity: 1 });
  await patch('order/modify', {
    orderer: {
      last_name: PAYLOADS[1],
      first_name: PAYLOADS[2],
      last_name_kana: 'サトウ',
      first_name_kana: 'イチロウ',
      postal_code: '5300001',
      prefecture: '大阪府',
      city: PAYLOADS[0],
      address1: PAYLOADS[3],
      address2: PAYLOADS[4],
      phone_number: '0612345678',
      email: `${unique()}@example.jp`,
    },
  });
  await patch('shippings/modify', { same_as_orderer: true, delivery_id: 3 });
  await patch('other/modify', { remarks: all });
  await patch('order/modify', { payment_id: 1 });
  await page.context().addCookies([{ name: 'cartToken', value: token, url: baseURL ?? '' }]);
  await expectInert(page, w, '/cart/confirm/', [PAYLOADS[1] ?? '', PAYLOADS[0] ?? '']);
});
