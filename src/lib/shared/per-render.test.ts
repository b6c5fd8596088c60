import { afterEach, describe, expect, it } from 'vitest';
import { perRender, perRenderByKey } from './per-render';

describe('perRender', () => {
  afterEach(() => {
    delete process.env.SHOP_RENDER_ID;
  });

  it('loads once per render pass and again when the pass changes', async () => {
    let loads = 0;
    const read = perRender(async () => ++loads);
    process.env.SHOP_RENDER_ID = 'a';
    expect([await read(), await read()]).toEqual([1, 1]);
    process.env.SHOP_RENDER_ID = 'b';
    expect(await read()).toBe(2);
  });

  it('keeps one value per key within a pass', async () => {
    const seen: string[] = [];
    const read = perRenderByKey(async (key) => {
      seen.push(key);
      return key.length;
    });
    process.env.SHOP_RENDER_ID = 'a';
    await read('x');
    await read('yy');
    await read('x');
    process.env.SHOP_RENDER_ID = 'b';
    await read('x');
    expect(seen).toEqual(['x', 'yy', 'x']);
  });
});
