import * as v from 'valibot';
import { EMBROIDERY_SCRIPTS } from '../../../contract/embroidery/embroidery.messages';
import {
  type Embroidery,
  type EmbroideryBody,
  EmbroideryBodySchema,
} from '../../../contract/embroidery/embroidery.schema';

/** What the embroidery form holds. */
export type EmbroideryForm = { script: string; name: string; color: string };

/** An empty form (kanji, navy thread). */
export const EMPTY_EMBROIDERY_FORM: EmbroideryForm = { script: 'kanji', name: '', color: 'navy' };

/** The form filled with a saved name. */
export function embroideryForm(e: Embroidery): EmbroideryForm {
  return { script: e.script, name: e.name, color: e.color };
}

/** The form checked with the shared contract: the body to send, or field errors. */
export function checkEmbroideryForm(
  form: EmbroideryForm,
): { ok: true; body: EmbroideryBody } | { ok: false; errors: Record<string, string[]> } {
  const parsed = v.safeParse(EmbroideryBodySchema, form);
  if (parsed.success) return { ok: true, body: parsed.output };
  const flat = v.flatten<typeof EmbroideryBodySchema>(parsed.issues);
  return { ok: false, errors: { ...(flat.nested as Record<string, string[]>) } };
}

/** The Japanese label of a script key. */
export function scriptLabel(key: string): string {
  return EMBROIDERY_SCRIPTS.find((s) => s.key === key)?.label ?? key;
}

/**
 * The saved-name id of the edit screen (`?id=3`), or null to add a new one.
 * @example embroideryIdFromSearch('?id=3') // 3
 */
export function embroideryIdFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('id') ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}
