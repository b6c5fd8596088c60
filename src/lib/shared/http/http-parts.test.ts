import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../../../contract/shared/error.schema';
import {
  buildHeaders,
  classifyFailure,
  joinUrl,
  readApiError,
  suggestedFilename,
  toApiError,
  toMaintenanceInfo,
} from './http-parts';

describe('http parts', () => {
  it('joins base and path, keeping same-origin paths', () => {
    expect(joinUrl('', '/v1/products')).toBe('/v1/products');
    expect(joinUrl('http://127.0.0.1:4400/', 'v1/x')).toBe('http://127.0.0.1:4400/v1/x');
  });

  it('sends the bearer on every call but /public.json (spec §6)', () => {
    const headers = buildHeaders({ channelId: 'default', path: '/v1/auth/login', token: 't' });
    expect(headers.Authorization).toBe('Bearer t');
    expect(
      buildHeaders({ channelId: 'default', path: '/public.json', token: 't' }),
    ).not.toHaveProperty('Authorization');
    expect(buildHeaders({ channelId: 'default', path: '/v1/x', token: null })).not.toHaveProperty(
      'Authorization',
    );
  });

  it('classifies failures', () => {
    expect(classifyFailure({ status: 500, data: null }).kind).toBe('http');
    expect(classifyFailure(new DOMException('x', 'TimeoutError')).kind).toBe('timeout');
    expect(classifyFailure(new DOMException('x', 'AbortError')).kind).toBe('cancel');
    expect(classifyFailure(new TypeError('Failed to fetch')).kind).toBe('network');
  });

  it('turns a non-contract error body into a Japanese generic error', () => {
    expect(toApiError(500, '<html>')).toEqual({
      code: 'common.internal',
      message: 'エラーが発生しました。しばらくしてから再度お試しください。',
    });
    expect(toApiError(404, null).code).toBe('common.not_found');
  });

  it('fills maintenance defaults', () => {
    expect(toMaintenanceInfo(null)).toEqual({
      title: 'メンテナンス中',
      message: 'ただいまメンテナンス中です。',
      gtm_id: null,
    });
  });

  it('sanitises suggested file names and falls back', () => {
    const headers = new Headers({ 'x-suggested-filename': '../a/b.pdf' });
    expect(suggestedFilename(headers, 'x.pdf')).toBe('.._a_b.pdf');
    expect(suggestedFilename(new Headers(), 'x.pdf')).toBe('x.pdf');
  });

  it('reads an error body exactly as ApiErrorSchema does: the same verdict, the same output', () => {
    const strings = fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 });
    const errors = fc.oneof(
      fc.dictionary(fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor')), strings),
      fc.constantFrom(undefined, null, [], 'x', { f: 'not a list' }),
    );
    const body = fc.oneof(
      fc.record(
        { code: fc.oneof(fc.string(), fc.integer()), message: fc.string(), errors },
        { requiredKeys: [] },
      ),
      fc.anything(),
    );
    fc.assert(
      fc.property(body, (data) => {
        const parsed = v.safeParse(ApiErrorSchema, data);
        expect(readApiError(data)).toEqual(parsed.success ? parsed.output : null);
      }),
      { numRuns: 2000 },
    );
  });
});
