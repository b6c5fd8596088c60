import type { ThemeChoice } from '../../contract/themes/theme-build';

export type { ThemeChoice };

/** The complete fallback theme. */
export const FALLBACK_THEME = 'simple';

const SAFE_NAME = /^[a-z0-9_-]+$/i;

/** Folders a screen is looked up in, best first: customer set, site-setting theme, simple. */
export function themeFolders(choice: ThemeChoice): string[] {
  const folders: string[] = [];
  if (choice.customer && SAFE_NAME.test(choice.customer))
    folders.push(`customers/${choice.customer}`);
  if (choice.theme && SAFE_NAME.test(choice.theme) && choice.theme !== FALLBACK_THEME) {
    folders.push(choice.theme);
  }
  folders.push(FALLBACK_THEME);
  return folders;
}

/**
 * Files an overridable component may live at, best first, relative to `src/themes/`
 * (`parts/Header.astro` → `wa/parts/Header.astro`, `simple/parts/Header.astro`).
 */
export function overrideCandidates(relative: string, choice: ThemeChoice): string[] {
  if (relative.split('/').some((segment) => segment === '..' || segment === '')) return [];
  return themeFolders(choice).map((folder) => `${folder}/${relative}`);
}

/** Module paths a screen may live at, best first (as `import.meta.glob` keys them). */
export function screenCandidates(name: string, choice: ThemeChoice): string[] {
  return themeFolders(choice).map((folder) => `./${folder}/screens/${name}.astro`);
}

/** Picks the best screen among the available modules; a missing screen falls back to simple. */
export function resolveScreen<T>(name: string, choice: ThemeChoice, modules: Record<string, T>): T {
  for (const path of screenCandidates(name, choice)) {
    const found = modules[path];
    if (found !== undefined) return found;
  }
  throw new Error(`Screen "${name}" is missing from the ${FALLBACK_THEME} theme`);
}

/** Design tokens (CSS custom properties without the leading `--`). */
export type Tokens = Record<string, string>;

/** Merges tokens: simple first, then the theme, then the customer set on top. */
export function resolveTokens(
  choice: ThemeChoice,
  modules: Record<string, { tokens: Tokens }>,
): Tokens {
  const layers = themeFolders(choice)
    .reverse()
    .map((folder) => modules[`./${folder}/tokens.ts`]?.tokens ?? {});
  return Object.assign({}, ...layers);
}

/** Renders tokens as a `:root` rule. */
export function tokensToCss(tokens: Tokens): string {
  const body = Object.entries(tokens)
    .filter(([name, value]) => SAFE_NAME.test(name) && !/[;{}<>]/.test(value))
    .map(([name, value]) => `--${name}:${value};`)
    .join('');
  return `:root{${body}}`;
}
