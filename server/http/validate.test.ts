import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './validate';

describe('fieldErrors', () => {
  it('groups issues by field and turns valibot defaults into Japanese', () => {
    const schema = v.object({
      name: v.pipe(v.string(), v.maxLength(3)),
      age: v.pipe(v.number(), v.integer(), v.minValue(1)),
      nested: v.object({ code: v.string() }),
    });
    const result = v.safeParse(
      schema,
      { name: 'abcd', age: 0.5, nested: {} },
      { abortPipeEarly: false },
    );
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.issues ?? []);
    expect(errors).toEqual({
      name: ['3文字以内で入力してください。'],
      age: ['整数で入力してください。', '1以上で入力してください。'],
      'nested.code': ['入力してください。'],
    });
  });

  it('keeps a schema’s own message', () => {
    const result = v.safeParse(v.object({ q: v.number('数量は数字で') }), { q: 'a' });
    expect(fieldErrors(result.issues ?? [])).toEqual({ q: ['数量は数字で'] });
  });

  it('uses `_` for issues of the whole body', () => {
    const result = v.safeParse(v.object({}), 'text');
    expect(Object.keys(fieldErrors(result.issues ?? []))).toEqual(['_']);
  });
});
