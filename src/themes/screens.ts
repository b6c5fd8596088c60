import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import { buildFrontSettings } from '../lib/settings/settings-build';
import { env } from '../lib/shared/env';
import {
  resolveScreen,
  resolveTokens,
  type ThemeChoice,
  type Tokens,
  tokensToCss,
} from './resolve-screen';

// Resolved at build time: every theme's screens and tokens are bundled, the choice made per build.
const screens = import.meta.glob<AstroComponentFactory>('./**/screens/*.astro', {
  eager: true,
  import: 'default',
});
const tokenModules = import.meta.glob<{ tokens: Tokens }>('./**/tokens.ts', { eager: true });

/** The build's theme choice: `SITE_CUSTOMER` (else the channel's customer) and the site-setting theme. */
export async function themeChoice(): Promise<ThemeChoice> {
  const settings = await buildFrontSettings();
  return {
    customer: env.SITE_CUSTOMER ?? settings.channel.customer,
    theme: settings.channel.theme,
  };
}

/** The screen component to render for `name`. */
export async function screen(name: string): Promise<AstroComponentFactory> {
  return resolveScreen(name, await themeChoice(), screens);
}

/** The theme's tokens as a CSS `:root` rule. */
export async function themeCss(): Promise<string> {
  return tokensToCss(resolveTokens(await themeChoice(), tokenModules));
}
