import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, seededApi, type TestApi } from '../../../testing/api';
import { type StaffBrowser, signedInAs, staffCall } from '../../back-office/staff/staff.testing';

// The rich-text editor's HTML reaches the server as the description of a back-office save: whatever
// a hand-made request sends instead, what is stored (and what the shop answers) is inert.

const KEY = 'oxford-shirt';
let api: TestApi;
let editor: StaffBrowser;
beforeAll(async () => {
  api = await seededApi();
  editor = await signedInAs(api, 'editor@example.jp');
});
afterAll(() => api.drop());

async function saveDescription(description: string): Promise<string> {
  const current = await staffCall<{ version: number }>(
    api,
    editor,
    'GET',
    `/v1/admin/products/${KEY}`,
  );
  const res = await staffCall<{ description: string }>(
    api,
    editor,
    'PUT',
    `/v1/admin/products/${KEY}`,
    {
      body: { version: current.body.version, description },
    },
  );
  expect(res.status, res.text).toBe(200);
  const shop = await call<{ detail: string }>(api.app, 'GET', `/v1/products/${KEY}`);
  expect(shop.body.detail).toBe(res.body.description);
  return res.body.description;
}

const ATTACKS = [
  '<p>a<script>alert(1)</script></p>',
  '<img src="x" onerror="alert(1)">',
  '<p onclick="alert(1)" onmouseover="alert(1)">a</p>',
  '<a href="javascript:alert(1)">a</a>',
  '<a href=" JaVaScRiPt:alert(1)">a</a>',
  '<a href="jav&#x09;ascript:alert(1)">a</a>',
  '<a href="data:text/html,<script>alert(1)</script>">a</a>',
  '<p style="background:url(javascript:alert(1))">a</p>',
  '<div style="width: expression(alert(1))">a</div>',
  '<style>body{background:url(javascript:alert(1))}</style><p>a</p>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<form action="javascript:alert(1)"><button>a</button></form>',
  '<img src="javascript:alert(1)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
];

describe('a product description from the rich-text editor', () => {
  it('keeps what the editor writes: paragraphs, bold, italic, headings, lists and links', async () => {
    const html =
      '<h3>特徴</h3><p>炭火で<strong>香ばしく</strong>、<em>軽い</em>食感。</p><ul><li><p>12枚</p></li></ul><p><a href="/guide/">案内</a> <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.jp/a">外部</a></p>';
    const stored = await saveDescription(html);
    expect(stored).toContain('<strong>香ばしく</strong>');
    expect(stored).toContain('<em>軽い</em>');
    expect(stored).toContain('<h3>特徴</h3>');
    expect(stored).toContain('<a href="/guide/">案内</a>');
    expect(stored).toMatch(/<a [^>]*href="https:\/\/example\.jp\/a"[^>]*>外部<\/a>/);
  });

  it.each(ATTACKS)('stores %s inert', async (attack) => {
    const stored = await saveDescription(attack);
    expect(stored).not.toMatch(/<script|<style|<iframe|<form|<svg|<math/i);
    expect(stored).not.toMatch(/\son[a-z]+\s*=/i);
    expect(stored).not.toMatch(/style\s*=/i);
    expect(stored).not.toMatch(/javascript:|data:text|expression\(/i);
  });
});
