import * as v from 'valibot';
import { PUNCTUATION as P } from '../shared/common.messages';
import { SCHOOL_MESSAGES } from './account.messages';
import { requiredText } from './fields.schema';

/** Longest 学校コード accepted (the MEXT code has 13 characters). */
export const SCHOOL_KEY_MAX = 32;

/**
 * The stored form of a 学校コード: NFKC (full-width letters and digits become half-width),
 * trimmed, upper case.
 * @example normaliseSchoolKey(' ｃ１１３１１００００１０２ ') // 'C113110000102'
 */
export function normaliseSchoolKey(raw: string): string {
  return raw.normalize('NFKC').trim().toUpperCase();
}

/** A required 学校コード field, normalised before it is checked or stored. */
export function schoolKey() {
  return v.pipe(
    requiredText(SCHOOL_MESSAGES.label, SCHOOL_KEY_MAX),
    v.transform(normaliseSchoolKey),
  );
}

/** Body of `POST /takimoto/v1/schools/check`. */
export const SchoolCheckBodySchema = v.object({ key: schoolKey() });

/** Reply of `POST /takimoto/v1/schools/check`: the normalised key, whether it is valid, the school's name. */
export const SchoolCheckSchema = v.object({
  key: v.string(),
  check: v.boolean(),
  name: v.nullable(v.string()),
});
export type SchoolCheck = v.InferOutput<typeof SchoolCheckSchema>;

/** What the 学校コード field shows after a check: the confirmed school, or the error. */
export function schoolCheckNote(
  result: SchoolCheck | null,
): { ok: true; text: string } | { ok: false; text: string } {
  if (!result) return { ok: false, text: SCHOOL_MESSAGES.failed };
  if (result.check && result.name)
    return { ok: true, text: SCHOOL_MESSAGES.confirmed(result.name) };
  return { ok: false, text: SCHOOL_MESSAGES.invalid };
}

/** The 学校コード as the confirmation step shows it: with the school's name once it was confirmed. */
export function schoolDisplay(value: string, checked: SchoolCheck | null): string {
  const key = normaliseSchoolKey(value);
  return checked?.check && checked.name && checked.key === key
    ? `${key}${P.paren(checked.name)}`
    : key;
}
