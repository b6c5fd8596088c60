import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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
    expect(chunkGroupOf(`${root}/node_modules/@nanostores/persistent/index.js`)).toBe('base');
    expect(chunkGroupOf(`${root}/src/lib/shared/http.ts`)).toBe('base');
    expect(chunkGroupOf(`${root}/src/lib/session/session.store.ts`)).toBe('base');
    expect(chunkGroupOf(`${root}/src/lib/cart/cart-count.store.ts`)).toBe('base');
    expect(chunkGroupOf('C:\\shop\\src\\islands\\shared\\shell.ts')).toBe('base');
    expect(chunkGroupOf(`${root}/node_modules/astro/dist/prefetch/index.js`)).toBe('base');
  });

  it('groups the shop domains, and leaves helpers only some pages use to automatic chunks', () => {
    expect(chunkGroupOf(`${root}/src/lib/catalog/catalog.store.ts`)).toBe('shop');
    expect(chunkGroupOf(`${root}/src/lib/history/history.store.ts`)).toBe('shop');
    expect(chunkGroupOf(`${root}/src/lib/history/mypage.store.ts`)).toBeNull();
    expect(chunkGroupOf(`${root}/contract/shared/prefectures.ts`)).toBeNull();
    expect(chunkGroupOf(`${root}/src/lib/checkout/checkout.store.ts`)).toBeNull();
  });

  it('keeps valibot, the API modules and the schemas out of what pages load before a call', () => {
    expect(chunkGroupOf(`${root}/node_modules/valibot/dist/index.mjs`)).toBe('valibot');
    expect(chunkGroupOf(`${root}/contract/cart/cart.schema.ts`)).toBeNull();
    expect(chunkGroupOf(`${root}/contract/catalog/catalog.schema.ts`)).toBeNull();
    expect(chunkGroupOf(`${root}/src/lib/catalog/catalog.api.ts`)).toBeNull();
    expect(chunkGroupOf(`${root}/src/lib/history/history-reply.ts`)).toBeNull();
    expect(chunkGroupOf(`${root}/contract/history/history.schema.ts`)).toBeNull();
    expect(chunkGroupOf(`${root}/contract/cart/quantity.model.ts`)).toBeNull();
    expect(chunkGroupOf(`${root}/src/lib/catalog/result-total.model.ts`)).toBeNull();
    expect(chunkGroupOf(`${root}/contract/catalog/catalog-limits.ts`)).toBe('shop');
    expect(chunkGroupOf(`${root}/contract/cart/cart.model.ts`)).toBe('shop');
  });

  it('leaves what only some product-page islands use out of the shop chunk every list page loads', () => {
    expect(chunkGroupOf(`${root}/src/lib/catalog/catalog-seo.ts`)).toBeNull();
    expect(chunkGroupOf(`${root}/src/lib/catalog/search.store.ts`)).toBeNull();
    expect(chunkGroupOf(`${root}/src/lib/catalog/browse.store.ts`)).toBeNull();
    expect(chunkGroupOf(`${root}/src/lib/cart/payment-methods.store.ts`)).toBeNull();
    expect(chunkGroupOf(`${root}/src/lib/cart/cart.store.ts`)).toBeNull();
    expect(chunkGroupOf(`${root}/src/lib/cart/cart.api.ts`)).toBeNull();
    expect(chunkGroupOf(`${root}/contract/cart/cart.messages.ts`)).toBeNull();
    expect(chunkGroupOf(`${root}/contract/cart/cart-core.messages.ts`)).toBe('shop');
    expect(chunkGroupOf(`${root}/src/lib/catalog/catalog-query.ts`)).toBeNull();
    expect(chunkGroupOf(`${root}/src/lib/catalog/product-data.ts`)).toBeNull();
    expect(chunkGroupOf(`${root}/src/lib/history/history.messages.ts`)).toBeNull();
    expect(chunkGroupOf(`${root}/contract/history/viewed.messages.ts`)).toBe('shop');
    expect(chunkGroupOf(`${root}/src/lib/catalog/catalog.messages.ts`)).toBeNull();
    expect(chunkGroupOf(`${root}/contract/catalog/catalog-core.messages.ts`)).toBe('shop');
    expect(chunkGroupOf(`${root}/src/lib/catalog/catalog-search.messages.ts`)).toBeNull();
  });

  it('merges the product page islands, but never the parts only members load later', () => {
    expect(chunkGroupOf(`${root}/src/islands/catalog/AddToCart.tsx`)).toBe('product');
    expect(chunkGroupOf(`${root}/src/islands/catalog/Reviews.tsx`)).toBe('product');
    expect(chunkGroupOf(`${root}/src/lib/catalog/community.store.ts`)).toBe('product');
    expect(chunkGroupOf(`${root}/contract/catalog/community-view.messages.ts`)).toBe('product');
    expect(chunkGroupOf(`${root}/contract/catalog/community.messages.ts`)).toBeNull();
    expect(chunkGroupOf(`${root}/contract/catalog/community.schema.ts`)).toBeNull();
    expect(chunkGroupOf(`${root}/src/islands/measurements/SizeSuggestion.tsx`)).toBe('product');
    expect(chunkGroupOf(`${root}/src/islands/catalog/ReviewDialog.tsx`)).toBeNull();
    expect(chunkGroupOf(`${root}/src/islands/catalog/QuestionForm.tsx`)).toBeNull();
    expect(chunkGroupOf(`${root}/src/islands/catalog/FavouriteToggle.tsx`)).toBeNull();
    expect(chunkGroupOf(`${root}/src/islands/catalog/CartAddedDialog.tsx`)).toBeNull();
    expect(chunkGroupOf(`${root}/src/islands/measurements/SizeSuggestionPanel.tsx`)).toBeNull();
  });

  it('keeps every React component out of the shop chunk, which content pages load for a popup', () => {
    expect(chunkGroupOf(`${root}/src/islands/cart/CartLink.tsx`)).toBe('shop-islands');
    expect(chunkGroupOf(`${root}/src/islands/auth/AccountMenu.tsx`)).toBe('shop-islands');
    expect(chunkGroupOf(`${root}/src/islands/shared/ProductCard.tsx`)).toBe('shop-islands');
  });

  it('names files that exist, so a moved module cannot leave its group unnoticed', () => {
    const self = readFileSync(fileURLToPath(import.meta.url), 'utf8');
    const named = [...self.matchAll(/\$\{root\}\/((?:src|contract)\/[\w/.-]+)`/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(30);
    expect(
      named.filter((path) => !existsSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)))),
    ).toEqual([]);
  });
});
