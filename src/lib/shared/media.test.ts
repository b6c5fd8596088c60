import { describe, expect, it } from 'vitest';
import { mediaUrl } from './media';

describe('mediaUrl', () => {
  it("puts a media path on the API's origin and leaves absolute and inline pictures alone", () => {
    expect(mediaUrl('/media/banners/1.svg', 'https://api.example.jp')).toBe(
      'https://api.example.jp/media/banners/1.svg',
    );
    expect(mediaUrl('https://cdn.example.jp/a.webp', 'https://api.example.jp')).toBe(
      'https://cdn.example.jp/a.webp',
    );
    const drawn = 'data:image/svg+xml;charset=utf-8,%3Csvg%3E';
    expect(mediaUrl(drawn, 'https://api.example.jp')).toBe(drawn);
    expect(mediaUrl('data:text/html,<script>', 'https://api.example.jp')).toBe(
      'https://api.example.jp/data:text/html,<script>',
    );
    expect(mediaUrl('', 'https://api.example.jp')).toBe('');
  });
});
