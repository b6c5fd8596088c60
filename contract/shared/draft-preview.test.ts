import { describe, expect, it } from 'vitest';
import { DRAFT_PREVIEW_META, isDraftPreview } from './draft-preview';

const page = (head: string) => ({
  querySelector: (selector: string) =>
    selector === `meta[name="${DRAFT_PREVIEW_META}"]` && head.includes(DRAFT_PREVIEW_META)
      ? ({} as Element)
      : null,
});

describe('isDraftPreview', () => {
  it('is true only on a page carrying the preview tag, and false without a document', () => {
    expect(isDraftPreview(page(`<meta name="${DRAFT_PREVIEW_META}" content="1">`))).toBe(true);
    expect(isDraftPreview(page('<meta name="robots" content="noindex">'))).toBe(false);
    expect(isDraftPreview(undefined)).toBe(false);
  });
});
