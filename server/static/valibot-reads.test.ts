import { describe, expect, it } from 'vitest';
import { chunkGroupOf } from './client-chunks';
import { READS_QUERY, readsValibot } from './valibot-reads';

const root = '/work/shop';

describe('readsValibot', () => {
  it('gives the reply checks of catalogue reads the reads copy', () => {
    expect(readsValibot('valibot', `${root}/contract/catalog/catalog.schema.ts`)).toBe(true);
    expect(readsValibot('valibot', `${root}/contract/catalog/community-read.schema.ts`)).toBe(true);
    expect(readsValibot('valibot', 'C:\\shop\\src\\lib\\catalog\\catalog.api.ts')).toBe(true);
    expect(readsValibot('valibot', `${root}/src/lib/search/alternatives.api.ts`)).toBe(true);
    expect(readsValibot('valibot', `${root}/contract/search/alternatives.schema.ts`)).toBe(true);
  });

  it('leaves forms, other imports and unknown importers on the shared copy', () => {
    expect(readsValibot('valibot', `${root}/contract/catalog/community.schema.ts`)).toBe(false);
    expect(readsValibot('valibot', `${root}/contract/cart/cart.schema.ts`)).toBe(false);
    expect(readsValibot('react', `${root}/contract/catalog/catalog.schema.ts`)).toBe(false);
    expect(readsValibot('valibot', undefined)).toBe(false);
  });

  it('puts the reads copy in a file of its own, apart from the shared copy', () => {
    const valibot = `${root}/node_modules/valibot/dist/index.mjs`;
    expect(chunkGroupOf(`${valibot}${READS_QUERY}`)).toBe('valibot-reads');
    expect(chunkGroupOf(valibot)).toBe('valibot');
  });
});
