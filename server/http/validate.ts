import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import * as v from 'valibot';
import { ERROR_CODES } from '../../contract/shared/error.schema';
import { ApiException } from './errors';
import { japaneseIssueMessage } from './validation.messages';

/** Groups issues by dotted field path (`_` for the whole body) with Japanese messages. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '_';
    const list = errors[field] ?? [];
    const message = japaneseIssueMessage(issue);
    if (!list.includes(message)) list.push(message);
    errors[field] = list;
  }
  return errors;
}

/** Validator middleware: valibot schema in, 422 `common.validation` with per-field messages out. */
export function validate<T extends v.GenericSchema, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return vValidator(target, schema, (result) => {
    if (!result.success) {
      throw new ApiException(422, ERROR_CODES.validation, fieldErrors(result.issues));
    }
  });
}
