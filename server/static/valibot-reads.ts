import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The query that marks the second copy of valibot (what the reply checks of guest reads use). */
export const READS_QUERY = '?reads';

/**
 * The modules that check the catalogue replies a guest fetches: on the product page the linked
 * products, reviews and questions, on a search without results the suggestions (they check with
 * the same few functions). valibot is one module, so the browser bundle's copy holds every function
 * any form uses (2.9 KB brotli); these checks need under half of it.
 */
const READ_CHECKS =
  /[\\/](contract[\\/]catalog[\\/](catalog|community-read)\.schema|contract[\\/]search[\\/]alternatives\.schema|src[\\/]lib[\\/]catalog[\\/]catalog\.api|src[\\/]lib[\\/]search[\\/]alternatives\.api)\.ts$/;

/** Whether `importer` gets the reads copy of valibot when it imports `source`. */
export function readsValibot(source: string, importer: string | undefined): boolean {
  return source === 'valibot' && importer !== undefined && READ_CHECKS.test(importer);
}

/**
 * Gives the reply checks of the product page their own copy of valibot in the browser build: a
 * second module id (`…/valibot/dist/index.mjs?reads`) that the bundler tree-shakes on its own, so
 * it holds only what those checks call; `client-chunks.ts` puts it in a file of its own. A page
 * that also opens a form loads both copies (schemas of either copy work with the other's `parse`:
 * each schema carries its own checks); valibot's `instanceof ValiError` is not used in the browser.
 */
export function valibotReads(): Plugin {
  return {
    name: 'mise:valibot-reads',
    // Before Vite's own resolver, which would answer `valibot` first.
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (!readsValibot(source, importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? `${resolved.id}${READS_QUERY}` : null;
    },
    load(id) {
      if (!id.endsWith(READS_QUERY) || !/[\\/]valibot[\\/]/.test(id)) return null;
      return readFileSync(id.slice(0, -READS_QUERY.length), 'utf8');
    },
  };
}
