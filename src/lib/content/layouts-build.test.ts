import { afterEach, describe, expect, it } from 'vitest';
import { buildColorScheme, buildFileContents, buildPageLayout } from './layouts-build';

const json = (status: number, body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('buildFileContents', () => {
  it('answers the sanitised content of a media file', async () => {
    const fetcher = json(200, {
      url: '/media/a.svg',
      content_type: 'image/svg+xml',
      content: '<svg></svg>',
    });
    expect(await buildFileContents('/media/a.svg', fetcher)).toBe('<svg></svg>');
  });

  it('ignores a failed load: rejection, missing file, broken answer or no server', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(await buildFileContents('https://evil.example/a.svg', json(422, {}))).toBeNull();
    expect(await buildFileContents('/media/none.svg', json(404, {}))).toBeNull();
    expect(await buildFileContents('/media/a.svg', json(200, { nope: 1 }))).toBeNull();
    expect(await buildFileContents('/media/a.svg', down)).toBeNull();
  });
});

describe('a preview pass', () => {
  afterEach(() => {
    delete process.env.SHOP_RENDER_OVERRIDES;
    delete process.env.SHOP_RENDER_ID;
  });

  it('reads the draft layout of the page and the draft colour scheme, without asking the API', async () => {
    const layout = { page: 'top', layout: 'simple', sections: [{ type: 'ranking' }] };
    const scheme = { name: '下書き', colors: null };
    process.env.SHOP_RENDER_ID = 'preview-pass';
    process.env.SHOP_RENDER_OVERRIDES = JSON.stringify({
      layout: { top: layout },
      'color-scheme': { front: scheme },
    });
    // No API server answers in this test: a read that reached for it would throw.
    expect(await buildPageLayout('top')).toEqual(layout);
    expect(await buildColorScheme()).toEqual(scheme);
  });
});
