import { describe, expect, it } from 'vitest';
import {
  isFullOrder,
  isRenditionName,
  renditionPath,
  sourceOf,
  toImageItem,
  uploadProblem,
} from './product-media.model';

const HASH = 'a'.repeat(64);

describe('uploadProblem', () => {
  it('refuses empty, oversized and non-picture uploads, and takes the four picture types', () => {
    expect(uploadProblem(0, undefined)).toBe('missing');
    expect(uploadProblem(10 * 1024 * 1024 + 1, 'image/png')).toBe('tooLarge');
    expect(uploadProblem(10, 'image/svg+xml')).toBe('type');
    expect(uploadProblem(10, 'application/x-msdownload')).toBe('type');
    expect(uploadProblem(10, undefined)).toBe('type');
    for (const mime of ['image/jpeg', 'image/png', 'image/webp', 'image/avif']) {
      expect(uploadProblem(10, mime)).toBeNull();
    }
  });
});

describe('rendition names', () => {
  it('are the hash and the width, and nothing else is taken for one', () => {
    expect(renditionPath(HASH, 800)).toBe(`/media/images/${HASH}-800.webp`);
    expect(sourceOf(renditionPath(HASH, 800))).toBe(HASH);
    expect(sourceOf('/media/products/oxford-shirt/1.svg')).toBeUndefined();
    expect(isRenditionName(`${HASH}-160.webp`)).toBe(true);
    for (const name of [
      '../etc/passwd',
      `${HASH}-160.webp/..`,
      `${HASH.toUpperCase()}-160.webp`,
      'x.webp',
    ]) {
      expect(isRenditionName(name)).toBe(false);
    }
  });

  it('list an uploaded picture with its three widths and a drawn one with none', () => {
    const uploaded = toImageItem({ id: 1, path: renditionPath(HASH, 800), alt: 'a', position: 1 });
    expect(uploaded.sizes).toEqual({
      '800': renditionPath(HASH, 800),
      '400': renditionPath(HASH, 400),
      '160': renditionPath(HASH, 160),
    });
    expect(
      toImageItem({ id: 2, path: '/media/products/k/1.svg', alt: '', position: 2 }).sizes,
    ).toEqual({});
  });
});

describe('isFullOrder', () => {
  it('needs every picture exactly once', () => {
    expect(isFullOrder([3, 1, 2], [1, 2, 3])).toBe(true);
    expect(isFullOrder([1, 2], [1, 2, 3])).toBe(false);
    expect(isFullOrder([1, 1, 2], [1, 2, 3])).toBe(false);
    expect(isFullOrder([1, 2, 4], [1, 2, 3])).toBe(false);
  });
});
