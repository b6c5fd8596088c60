import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** Folders of the Noto Sans JP files shipped in node_modules (regular and bold). */
export function bundledFontDirs(): string[] {
  return ['400Regular/NotoSansJP_400Regular.ttf', '700Bold/NotoSansJP_700Bold.ttf'].map((file) =>
    dirname(require.resolve(`@expo-google-fonts/noto-sans-jp/${file}`)),
  );
}

/** A fontconfig file adding the bundled fonts to the system's own configuration, if any. */
export function fontConfigXml(dirs: string[], cacheDir: string): string {
  const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<fontconfig>',
    '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
    ...dirs.map((dir) => `  <dir>${xmlText(dir)}</dir>`),
    `  <cachedir>${xmlText(cacheDir)}</cachedir>`,
    '</fontconfig>',
    '',
  ].join('\n');
}

let configured = false;

/**
 * Points fontconfig (used by sharp's SVG renderer) at the bundled Japanese font too, so share
 * images never draw tofu on a machine without CJK system fonts. Must run before the first render;
 * an operator's own FONTCONFIG_FILE is left alone.
 */
export function addBundledFonts(): void {
  if (configured || process.env.FONTCONFIG_FILE) return;
  configured = true;
  const folder = join(tmpdir(), 'mise-fontconfig');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, 'fonts.conf');
  writeFileSync(file, fontConfigXml(bundledFontDirs(), join(folder, 'cache')));
  process.env.FONTCONFIG_FILE = file;
}
