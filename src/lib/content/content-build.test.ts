import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seededApi, type TestApi } from '../../../server/testing/api';
import { buildMaker, buildMakers } from './content-build';

let api: TestApi;
beforeAll(async () => {
  api = await seededApi();
  // The build's calls go to the reference API in this process.
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const { pathname, search } = new URL(url);
    return api.app.request(`${pathname}${search}`, init);
  });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await api.drop();
});

describe('maker pages at build time', () => {
  it('read each maker by its key (GET /v1/makers/{key}), as the list names it', async () => {
    const [first] = await buildMakers();
    expect(first).toBeDefined();
    const maker = await buildMaker(first?.key ?? '');
    expect(maker).toMatchObject({ key: first?.key, name: first?.name });
    expect(await buildMaker('no-such-maker')).toBeNull();
  });
});
