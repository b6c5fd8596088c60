import * as v from 'valibot';
import { expect } from 'vitest';
import { ApiErrorSchema } from '../../contract/shared/error.schema';

/** Asserts an error response: status, code, a Japanese message, and nothing like a stack trace. */
export function expectApiError(
  res: { status: number; text: string; body: unknown },
  status: number,
  code: string,
) {
  expect(res.status).toBe(status);
  const body = v.parse(ApiErrorSchema, res.body);
  expect(body.code).toBe(code);
  expect(body.message).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
  expect(
    Object.keys(res.body as object).every((k) => ['code', 'message', 'errors'].includes(k)),
  ).toBe(true);
  expect(res.text).not.toMatch(/\bat .+:\d+:\d+|node_modules|Error:/);
  return body;
}
