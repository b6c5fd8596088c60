import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { findOverride, loadThemeChoice } from './theme-plugin';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'themes-'));
  const files = [
    'simple/parts/Header.astro',
    'simple/parts/Footer.astro',
    'simple/screens/parts/Breadcrumbs.astro',
    'wa/parts/Header.astro',
    'customers/school/parts/Footer.astro',
  ];
  for (const file of files) {
    await mkdir(join(dir, file, '..'), { recursive: true });
    await writeFile(join(dir, file), '---\n---\n');
  }
});

describe('findOverride', () => {
  it('takes one part from the customer set, another from the theme, the rest from simple', () => {
    const choice = { customer: 'school', theme: 'wa' };
    expect(findOverride(dir, 'parts/Footer.astro', choice)).toBe(
      join(dir, 'customers/school/parts/Footer.astro'),
    );
    expect(findOverride(dir, 'parts/Header.astro', choice)).toBe(
      join(dir, 'wa/parts/Header.astro'),
    );
    expect(findOverride(dir, 'screens/parts/Breadcrumbs.astro', choice)).toBe(
      join(dir, 'simple/screens/parts/Breadcrumbs.astro'),
    );
  });

  it('finds nothing outside the themes or missing from simple', () => {
    expect(findOverride(dir, '../simple/parts/Header.astro', { theme: 'wa' })).toBeNull();
    expect(findOverride(dir, 'parts/Nope.astro', { theme: 'wa' })).toBeNull();
  });
});

describe('loadThemeChoice', () => {
  const settings = (channel: object) =>
    (async () => new Response(JSON.stringify({ channel }))) as unknown as typeof fetch;

  it("reads the channel's site setting, SITE_THEME and SITE_CUSTOMER override it", async () => {
    const fetchFn = settings({ theme: 'standard', customer: 'school' });
    expect(await loadThemeChoice({}, fetchFn)).toEqual({ customer: 'school', theme: 'standard' });
    expect(await loadThemeChoice({ SITE_THEME: 'wa' }, fetchFn)).toEqual({
      customer: 'school',
      theme: 'wa',
    });
  });

  it('asks for the build channel and falls back to simple when the API is away', async () => {
    let channel: string | null = null;
    const fetchFn = (async (_url: string, init: RequestInit) => {
      channel = new Headers(init.headers).get('x-channel-id');
      throw new Error('ECONNREFUSED');
    }) as unknown as typeof fetch;
    expect(await loadThemeChoice({ PUBLIC_CHANNEL_ID: 'school' }, fetchFn)).toEqual({
      customer: null,
      theme: null,
    });
    expect(channel).toBe('school');
  });
});
