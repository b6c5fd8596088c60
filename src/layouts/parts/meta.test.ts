import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Source } from './meta';

describe('sha256Source', () => {
  it('gives the hash source a browser compares an inline <style> with', async () => {
    const css = ':root{--color-bg:#ffffff;--font:"游ゴシック"}';
    const expected = `sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}`;
    expect(await sha256Source(css)).toBe(expected);
  });
});
