import { describe, expect, it } from 'vitest';
import { isLightPage, staticPageSlug } from './content-paths';

describe('content paths', () => {
  it('gives static pages one-segment slugs, never a storefront route', () => {
    expect(staticPageSlug('/law/')).toBe('law');
    expect(staticPageSlug('/company/about/')).toBeNull();
    expect(staticPageSlug('/cart/')).toBeNull();
    expect(staticPageSlug('/../')).toBeNull();
  });

  it('treats content pages as light and shopping pages as not', () => {
    for (const p of ['/', '/blog/', '/news/n-1/', '/faq/', '/law/', '/lp/spring-sale/', '/maker'])
      expect(isLightPage(p), p).toBe(true);
    for (const p of ['/product/', '/product/x/', '/cart/', '/mypage/', '/login/', '/_shell/'])
      expect(isLightPage(p), p).toBe(false);
  });
});
