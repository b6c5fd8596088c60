import { describe, expect, it } from 'vitest';
import { shareImage } from './share-image';

const ctx = { channelId: 'default', title: 'オックスフォードシャツ', siteName: '和みや' };

describe('shareImage', () => {
  it('turns a product picture into its 1200x630 PNG card, keeping the API origin', () => {
    expect(shareImage('/media/products/oxford-shirt/1.svg', ctx)).toEqual({
      url: '/media/og/products/oxford-shirt.png',
      width: 1200,
      height: 630,
      alt: 'オックスフォードシャツ',
    });
    expect(
      shareImage('https://api.shop.jp/media/products/a-b/2.svg', { ...ctx, channelId: 'school' })
        .url,
    ).toBe('https://api.shop.jp/media/og/products/a-b.png?channel=school');
  });

  it('keeps raster images and falls back to the shop card for SVG or nothing', () => {
    expect(shareImage('/img/a.jpg', ctx)).toEqual({ url: '/img/a.jpg', alt: ctx.title });
    for (const image of [undefined, '', '/media/blogs/spring.svg']) {
      expect(shareImage(image, { ...ctx, apiBase: 'https://api.shop.jp' })).toEqual({
        url: 'https://api.shop.jp/media/og/site/default.png',
        width: 1200,
        height: 630,
        alt: '和みや',
      });
    }
  });
});
