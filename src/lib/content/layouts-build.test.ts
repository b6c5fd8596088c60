import { describe, expect, it } from 'vitest';
import { buildFileContents } from './layouts-build';

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
