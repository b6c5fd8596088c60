import { describe, expect, it } from 'vitest';
import { hoistIslandStyle } from './hoist-island-style';

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('hoistIslandStyle', () => {
  it("moves Astro's island style from a list item into the head", () => {
    const page = `<html><head><title>t</title></head><body><ul><li>${STYLE}<astro-island></astro-island></li></ul></body></html>`;
    expect(hoistIslandStyle(page)).toBe(
      `<html><head><title>t</title>${STYLE}</head><body><ul><li><astro-island></astro-island></li></ul></body></html>`,
    );
  });

  it('leaves pages without islands, or with the style already in the head, alone', () => {
    const plain = '<html><head></head><body><p>x</p></body></html>';
    expect(hoistIslandStyle(plain)).toBe(plain);
    const done = `<html><head>${STYLE}</head><body></body></html>`;
    expect(hoistIslandStyle(done)).toBe(done);
  });
});
