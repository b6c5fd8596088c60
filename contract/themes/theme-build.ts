/**
 * What a site build (server/static/astro-build.ts) and the storefront's theme plugin
 * (src/themes/theme-plugin.ts) agree on: the build finds the plugin by name and hands it a theme.
 */

/** Which customer set and site-setting theme a build uses. */
export type ThemeChoice = { customer?: string | null; theme?: string | null };

/** The plugin's name, by which a build finds it to hand it its theme. */
export const THEME_PLUGIN_NAME = 'shop:theme-overrides';

/**
 * One build's theme, given by the build that runs it: the customer set and theme (null: the
 * channel's site setting) and where that setting is read.
 */
export type ThemeBuild = ThemeChoice & { apiBase: string; channelId: string };

/** What the plugin offers the build that runs it. */
export interface ThemePluginApi {
  /** Uses this theme for the build instead of `SITE_CUSTOMER`/`SITE_THEME` from the environment. */
  takeBuild(build: ThemeBuild): void;
}
