import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundledFontDirs, fontConfigXml } from './og-image-fonts';

describe('bundled fonts for share images', () => {
  it('finds the regular and bold Noto Sans JP files in node_modules', () => {
    const dirs = bundledFontDirs();
    expect(dirs).toHaveLength(2);
    for (const dir of dirs) {
      expect(existsSync(dir)).toBe(true);
      expect(readdirSync(dir).some((f) => f.endsWith('.ttf'))).toBe(true);
    }
  });

  it('adds them to the system configuration rather than replacing it', () => {
    const xml = fontConfigXml(['/fonts/a&b'], '/tmp/cache');
    expect(xml).toContain('<include ignore_missing="yes">/etc/fonts/fonts.conf</include>');
    expect(xml).toContain('<dir>/fonts/a&amp;b</dir>');
    expect(xml).toContain('<cachedir>/tmp/cache</cachedir>');
  });
});
