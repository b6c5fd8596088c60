import * as v from 'valibot';
import { MEMORIAL_DIVISIONS } from '../../../contract/memorials/memorials.messages';
import {
  type Memorial,
  type MemorialBody,
  MemorialBodySchema,
} from '../../../contract/memorials/memorials.schema';

/** What the memorial form holds (strings as typed). */
export type MemorialForm = {
  target_user_name: string;
  division_ct: string;
  name: string;
  month: string;
  date: string;
  call: boolean;
};

/** An empty memorial form. */
export const EMPTY_MEMORIAL_FORM: MemorialForm = {
  target_user_name: '',
  division_ct: '1',
  name: '',
  month: '',
  date: '',
  call: true,
};

/** The form filled with a saved memorial day. */
export function memorialForm(m: Memorial): MemorialForm {
  return {
    target_user_name: m.target_user_name,
    division_ct: String(m.division_ct),
    name: m.name,
    month: String(m.month),
    date: String(m.date),
    call: m.call,
  };
}

/** The form checked with the shared contract: the body to send, or field errors. */
export function checkMemorialForm(
  form: MemorialForm,
): { ok: true; body: MemorialBody } | { ok: false; errors: Record<string, string[]> } {
  const parsed = v.safeParse(MemorialBodySchema, {
    ...form,
    division_ct: Number(form.division_ct),
  });
  if (parsed.success) return { ok: true, body: parsed.output };
  const flat = v.flatten<typeof MemorialBodySchema>(parsed.issues);
  const errors: Record<string, string[]> = { ...(flat.nested as Record<string, string[]>) };
  if (flat.root) errors._ = flat.root;
  return { ok: false, errors };
}

/** The Japanese label of a relation. */
export function divisionLabel(value: number): string {
  return MEMORIAL_DIVISIONS.find((d) => d.value === value)?.label ?? '';
}

/**
 * The memorial id in an edit path.
 * @example memorialIdFromPath('/mypage/memorial/12/edit/') // 12
 */
export function memorialIdFromPath(pathname: string): number | null {
  const match = /^\/mypage\/memorial\/([1-9]\d{0,9})\/edit\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}
