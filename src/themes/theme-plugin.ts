import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import {
  THEME_PLUGIN_NAME,
  type ThemeBuild,
  type ThemeChoice,
  type ThemePluginApi,
} from '../../contract/themes/theme-build';
import { overrideCandidates, themeFolders } from './resolve-screen';

/** Import prefix of an overridable component: `@theme/parts/Header.astro`, `@theme/screens/TopPage.astro`. */
export const THEME_PREFIX = '@theme/';
const CHOICE_ID = 'virtual:shop-theme/choice';
/** The settings `loadThemeChoice` reads, from a build's arguments. */
const sourceOf = (build: ThemeBuild): Record<string, string | undefined> => ({
  SITE_CUSTOMER: build.customer ?? undefined,
  SITE_THEME: build.theme ?? undefined,
  BUILD_API_BASE: build.apiBase,
  PUBLIC_CHANNEL_ID: build.channelId,
});
const SCREENS_ID = 'virtual:shop-theme/screens';

/** Reads the build's choice: `SITE_CUSTOMER`/`SITE_THEME` win, else the channel's site setting from the API. */
export async function loadThemeChoice(
  source: Record<string, string | undefined> = process.env,
  doFetch: typeof fetch = fetch,
): Promise<ThemeChoice> {
  const fromEnv = { customer: source.SITE_CUSTOMER || null, theme: source.SITE_THEME || null };
  if (fromEnv.theme && fromEnv.customer) return fromEnv;
  const base = (source.BUILD_API_BASE || `http://127.0.0.1:${source.PORT || 4321}`).replace(
    /\/+$/,
    '',
  );
  try {
    const res = await doFetch(`${base}/v1/settings/front`, {
      headers: { 'X-Channel-Id': source.PUBLIC_CHANNEL_ID || 'default' },
    });
    if (!res.ok) throw new Error(`status ${res.status}`);
    const body = (await res.json()) as { channel?: { theme?: string; customer?: string | null } };
    return {
      customer: fromEnv.customer ?? body.channel?.customer ?? null,
      theme: fromEnv.theme ?? body.channel?.theme ?? null,
    };
  } catch (error) {
    // Type checks and the dev server run without an API; the pages' own calls fail loudly in a build.
    console.warn(`[theme] site setting unavailable (${String(error)}); using the fallback theme`);
    return fromEnv;
  }
}

/** The first existing file for `relative` (customer set, theme, simple), or null. */
export function findOverride(
  themesDir: string,
  relative: string,
  choice: ThemeChoice,
): string | null {
  for (const candidate of overrideCandidates(relative, choice)) {
    const file = join(themesDir, candidate);
    if (existsSync(file)) return file;
  }
  return null;
}

function screensModule(themesDir: string, choice: ThemeChoice): string {
  const chosen = new Map<string, string>();
  for (const folder of themeFolders(choice).reverse()) {
    const dir = join(themesDir, folder, 'screens');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir)) {
      if (file.endsWith('.astro')) chosen.set(file.slice(0, -'.astro'.length), join(dir, file));
    }
  }
  const entries = [...chosen.entries()];
  const imports = entries.map(([, file], i) => `import s${i} from ${JSON.stringify(file)};`);
  const map = entries.map(([name], i) => `${JSON.stringify(name)}: s${i}`).join(', ');
  return `${imports.join('\n')}\nexport const screens = { ${map} };\n`;
}

/**
 * Resolves theme overrides at build time (like Starlight's component overrides): an import of
 * `@theme/<path>` becomes the customer set's file, else the site-setting theme's, else simple's.
 * Only the chosen files enter the bundle, so nothing is looked up (or shipped) at run time.
 */
export function themeOverrides(themesDir: string): Plugin<ThemePluginApi> {
  let choice: Promise<ThemeChoice> | undefined;
  let given: ThemeBuild | undefined;
  const current = () => {
    choice ??= loadThemeChoice(given ? sourceOf(given) : process.env);
    return choice;
  };
  return {
    name: THEME_PLUGIN_NAME,
    enforce: 'pre',
    api: {
      takeBuild(build) {
        given = build;
        choice = undefined;
      },
    },
    buildStart() {
      // One process builds several channels in turn; each build reads its own environment.
      choice = undefined;
    },
    async resolveId(id) {
      if (id === CHOICE_ID || id === SCREENS_ID) return `\0${id}`;
      if (!id.startsWith(THEME_PREFIX)) return null;
      const relative = id.slice(THEME_PREFIX.length);
      const file = findOverride(themesDir, relative, await current());
      if (!file) this.error(`${id}: no such file in ${themeFolders(await current()).join(', ')}`);
      return file;
    },
    async load(id) {
      if (id === `\0${CHOICE_ID}`)
        return `export const choice = ${JSON.stringify(await current())};`;
      if (id === `\0${SCREENS_ID}`) return screensModule(themesDir, await current());
      return null;
    },
  };
}
