import { readdirSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const here = join(process.cwd(), 'src/themes');
// Files that configure a theme rather than override a component; `own/` holds a theme's private parts.
const NOT_COMPONENTS = /(^own\/|(^|\/)(tokens\.ts|[^/]+\.messages\.ts|[^/]+\.test\.ts)$)/;

const componentsOf = async (folder: string) =>
  (await readdir(join(here, folder), { recursive: true }))
    .filter((f) => /\.(astro|tsx)$/.test(f) && !NOT_COMPONENTS.test(f))
    .map((f) => f.split('\\').join('/'));

const folders = (path: string) =>
  readdirSync(join(here, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => (path ? `${path}/${entry.name}` : entry.name));

/** Every theme and customer set under src/themes, `simple` (the fallback) excepted. */
const THEMES = [
  ...folders('').filter((name) => name !== 'simple' && name !== 'customers'),
  ...folders('customers'),
];

describe('themes', () => {
  it('finds the themes and customer sets in src/themes', () => {
    expect(THEMES).toEqual(expect.arrayContaining(['standard', 'wa', 'customers/school']));
  });

  it('override only components simple has, so every lookup has a fallback', async () => {
    const simple = new Set(await componentsOf('simple'));
    for (const theme of THEMES) {
      for (const file of await componentsOf(theme)) {
        expect(simple.has(file), `${theme}/${file}`).toBe(true);
      }
    }
  });

  it('wa replaces the header, footer, tile, top page and product page', async () => {
    expect(await componentsOf('wa')).toEqual(
      expect.arrayContaining([
        'parts/Header.astro',
        'parts/Footer.astro',
        'parts/ProductCard.tsx',
        'parts/ThemeStyle.astro',
        'screens/TopPage.astro',
        'screens/ProductPage.astro',
      ]),
    );
  });

  it('the school set replaces the header badge, the product list and the top page first part', async () => {
    expect(await componentsOf('customers/school')).toEqual(
      expect.arrayContaining([
        'parts/HeaderBadge.astro',
        'screens/ProductListPage.astro',
        'screens/parts/TopFirst.astro',
      ]),
    );
  });

  it('type each override with the props of the simple component it replaces', async () => {
    for (const theme of THEMES) {
      for (const file of await componentsOf(theme)) {
        const source = await readFile(join(here, theme, file), 'utf8');
        if (!/Astro\.props|\(\{/.test(source)) continue;
        expect(source, `${theme}/${file}`).toMatch(/ComponentProps<typeof Simple\w+>/);
      }
    }
  });
});
