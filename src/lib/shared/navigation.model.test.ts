import { describe, expect, it } from 'vitest';
import {
  INVALID_CHANNEL_PATH,
  internalPath,
  invalidChannelTarget,
  isChunkLoadError,
  isProductPage,
  keepsScroll,
  mayReload,
  RELOAD_GUARD_MS,
  SCROLL_RESTORE_MS,
  screenTypeOf,
} from './navigation.model';

describe('navigation rules (spec §2, §9)', () => {
  it('leaves a channel flagged invalid for its 404 page, once', () => {
    expect(invalidChannelTarget('/product/oxford-shirt/')).toBe(INVALID_CHANNEL_PATH);
    expect(invalidChannelTarget(INVALID_CHANNEL_PATH)).toBeNull();
  });

  it('keep the scroll position only between two product pages', () => {
    expect(isProductPage('/product/oxford-shirt/')).toBe(true);
    expect(isProductPage('/product/')).toBe(false);
    expect(isProductPage('/product/oxford-shirt/uos/')).toBe(false);
    expect(keepsScroll('/product/a/', '/product/b/')).toBe(true);
    expect(keepsScroll('/product/', '/product/b/')).toBe(false);
    expect(keepsScroll('/product/a/', '/cart/')).toBe(false);
  });

  it('restore the saved position 500 ms after a back navigation', () => {
    expect(SCROLL_RESTORE_MS).toBe(500);
  });

  it('reload for a failed chunk at most once per 60000 ms', () => {
    expect(RELOAD_GUARD_MS).toBe(60_000);
    expect(mayReload(null, 1_000)).toBe(true);
    expect(mayReload(1_000, 1_000 + 59_999)).toBe(false);
    expect(mayReload(1_000, 1_000 + 60_000)).toBe(true);
  });

  it('recognise failed chunk loads of Chromium, Firefox and Safari only', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_astro/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('turn rich-content links to this shop into in-site paths', () => {
    const origins = ['http://localhost:4321', 'https://shop.example.jp'];
    expect(internalPath('https://shop.example.jp/faq/?q=1#a', origins)).toBe('/faq/?q=1#a');
    expect(internalPath('http://localhost:4321/product/x/', origins)).toBe('/product/x/');
    expect(internalPath('https://other.example.jp/faq/', origins)).toBeNull();
    expect(internalPath('mailto:shop@example.jp', origins)).toBeNull();
    expect(internalPath('not a url', origins)).toBeNull();
  });

  it('give phone at or below SM, desktop above MD, tablet between', () => {
    const bp = { sm: 640, md: 1024 };
    expect(screenTypeOf(390, bp)).toBe('phone');
    expect(screenTypeOf(640, bp)).toBe('phone');
    expect(screenTypeOf(641, bp)).toBe('tablet');
    expect(screenTypeOf(1024, bp)).toBe('tablet');
    expect(screenTypeOf(1025, bp)).toBe('desktop');
  });
});
