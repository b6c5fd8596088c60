import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Button from './Button';

describe('Button', () => {
  it('is disabled in the pre-rendered markup, before its island hydrates', () => {
    const html = renderToString(createElement(Button, { type: 'submit' }, '送信する'));
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });

  it('defaults to type="button" so it never submits a form by accident', () => {
    expect(renderToString(createElement(Button, null, '閉じる'))).toContain('type="button"');
  });
});
