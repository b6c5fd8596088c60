import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveScreen } from '../resolve-screen';

const here = join(process.cwd(), 'src/themes');
const screensOf = async (folder: string) =>
  (await readdir(join(here, folder, 'screens'))).filter((f) => f.endsWith('.astro'));

describe('standard theme', () => {
  it('overrides the top page, blog list and news list, falling back to simple for the rest', async () => {
    const standard = await screensOf('standard');
    expect(standard).toEqual(
      expect.arrayContaining(['TopPage.astro', 'BlogListPage.astro', 'NewsListPage.astro']),
    );
    const modules = Object.fromEntries(
      [
        ...standard.map((f) => `./standard/screens/${f}`),
        ...(await screensOf('simple')).map((f) => `./simple/screens/${f}`),
      ].map((path) => [path, path]),
    );
    const choice = { theme: 'standard' };
    expect(resolveScreen('BlogListPage', choice, modules)).toBe(
      './standard/screens/BlogListPage.astro',
    );
    expect(resolveScreen('NewsListPage', choice, modules)).toBe(
      './standard/screens/NewsListPage.astro',
    );
    expect(resolveScreen('BlogPage', choice, modules)).toBe('./simple/screens/BlogPage.astro');
  });

  it('only overrides screens simple also has, so every feature works in simple', async () => {
    const simple = new Set(await screensOf('simple'));
    for (const screen of await screensOf('standard')) expect(simple.has(screen), screen).toBe(true);
  });

  it('adds no JavaScript to content pages', async () => {
    for (const screen of ['BlogListPage.astro', 'NewsListPage.astro', '../own/DateBadge.astro']) {
      const source = await readFile(join(here, 'standard/screens', screen), 'utf8');
      expect(source, screen).not.toMatch(/client:|<script/);
    }
  });
});
