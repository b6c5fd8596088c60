import { describe, expect, it } from 'vitest';
import { chunkGroupOf } from './client-chunks';

const root = '/work/shop';

describe('chunkGroupOf', () => {
  it('keeps React and its renderers in their own chunk', () => {
    expect(chunkGroupOf(`${root}/node_modules/react-dom/cjs/react-dom-client.production.js`)).toBe(
      'react',
    );
    expect(chunkGroupOf(`${root}/node_modules/@astrojs/react/dist/client.js`)).toBe('react');
    expect(chunkGroupOf(`${root}/node_modules/@nanostores/react/index.js`)).toBe('react');
    expect(chunkGroupOf(`${root}/src/islands/shared/useHydratedStore.ts`)).toBe('react');
    expect(chunkGroupOf(`${root}/src/islands/shared/Button.tsx`)).toBe('react');
  });

  it('puts what every page runs in the base chunk, Windows paths too', () => {
    expect(chunkGroupOf(`${root}/node_modules/valibot/dist/index.js`)).toBe('base');
    expect(chunkGroupOf(`${root}/node_modules/@nanostores/persistent/index.js`)).toBe('base');
    expect(chunkGroupOf(`${root}/src/lib/shared/http.ts`)).toBe('base');
    expect(chunkGroupOf(`${root}/src/lib/session/session.store.ts`)).toBe('base');
    expect(chunkGroupOf(`${root}/src/lib/cart/cart-count.store.ts`)).toBe('base');
    expect(chunkGroupOf('C:\\shop\\src\\islands\\shared\\shell.ts')).toBe('base');
    expect(chunkGroupOf(`${root}/node_modules/astro/dist/prefetch/index.js`)).toBe('base');
  });

  it('groups the shop domains, and leaves helpers only some pages use to automatic chunks', () => {
    expect(chunkGroupOf(`${root}/src/lib/cart/cart.store.ts`)).toBe('shop');
    expect(chunkGroupOf(`${root}/src/lib/catalog/catalog.store.ts`)).toBe('shop');
    expect(chunkGroupOf(`${root}/src/lib/history/history.store.ts`)).toBe('shop');
    expect(chunkGroupOf(`${root}/src/lib/history/mypage.model.ts`)).toBeNull();
    expect(chunkGroupOf(`${root}/src/lib/shared/prefectures.ts`)).toBeNull();
    expect(chunkGroupOf(`${root}/src/lib/checkout/checkout.store.ts`)).toBeNull();
  });
});
