import * as v from 'valibot';
import { toKatakana } from '../account/normalize';
import { recordId } from '../shared/record-id.schema';
import { EMBROIDERY_SCRIPTS, EMBROIDERY_MESSAGES as M, THREAD_COLORS } from './embroidery.messages';

/** How many names a member may keep (`x-limit`). */
export const EMBROIDERY_LIMIT = 5;

/** Fee of one embroidered item, tax excluded (the server prices it; ¥550 税込 at 10%). */
export const EMBROIDERY_FEE = 500;
/** Tax rate of the embroidery fee. */
export const EMBROIDERY_TAX_RATE = 10;

/** A script key. */
export type EmbroideryScript = (typeof EMBROIDERY_SCRIPTS)[number]['key'];

const PATTERNS: Record<EmbroideryScript, { pattern: RegExp; message: string }> = {
  kanji: { pattern: /^[\p{Script=Han}々〆ヶ\p{Script=Hiragana}ー]+$/u, message: M.kanjiOnly },
  katakana: { pattern: /^[\u30A1-\u30FAー・]+$/, message: M.katakanaOnly },
  // half_width_alpha_num: letters and digits only.
  romaji: { pattern: /^[A-Za-z0-9]+$/, message: M.romajiOnly },
};

/**
 * The name as it is embroidered: katakana from hiragana, romaji in half-width.
 * @example normalizeEmbroideryName('katakana', 'やまだ') // 'ヤマダ'
 */
export function normalizeEmbroideryName(script: string, name: string): string {
  const trimmed = name.trim();
  if (script === 'katakana') return toKatakana(trimmed);
  if (script === 'romaji') return trimmed.normalize('NFKC');
  return trimmed;
}

/** The first problem with a name in a script, or null. */
export function embroideryNameIssue(script: EmbroideryScript, name: string): string | null {
  const spec = EMBROIDERY_SCRIPTS.find((s) => s.key === script);
  if (!spec) return M.scriptRequired;
  if (!name) return M.nameRequired;
  if (!PATTERNS[script].pattern.test(name)) return PATTERNS[script].message;
  if ([...name].length > spec.max) return M.nameMax(spec.label, spec.max);
  return null;
}

/** The label of a thread colour key. */
export function threadColorLabel(key: string): string {
  return THREAD_COLORS.find((c) => c.key === key)?.label ?? key;
}

/** `POST/PUT /v1/me/name-embroideries`: one name to embroider. */
export const EmbroideryBodySchema = v.pipe(
  v.object({
    script: v.picklist(
      EMBROIDERY_SCRIPTS.map((s) => s.key),
      M.scriptRequired,
    ),
    name: v.pipe(v.string(M.nameRequired), v.maxLength(50, M.nameRequired)),
    color: v.picklist(
      THREAD_COLORS.map((c) => c.key),
      M.colorRequired,
    ),
  }),
  v.transform((b) => ({ ...b, name: normalizeEmbroideryName(b.script, b.name) })),
  v.forward(
    v.check(
      (b) => embroideryNameIssue(b.script, b.name) === null,
      (issue) => {
        const b = issue.input as { script: EmbroideryScript; name: string };
        return embroideryNameIssue(b.script, b.name) ?? M.nameRequired;
      },
    ),
    ['name'],
  ),
);
export type EmbroideryBody = v.InferOutput<typeof EmbroideryBodySchema>;

/** One saved name. */
export const EmbroiderySchema = v.object({
  id: v.number(),
  script: v.string(),
  name: v.string(),
  color: v.string(),
  color_name: v.string(),
});
export type Embroidery = v.InferOutput<typeof EmbroiderySchema>;

/** `PATCH /v1/carts/embroideries/add`: put a saved name on a cart line (priced by the server). */
export const CartEmbroideryAddBodySchema = v.object({
  token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
  key: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
  embroidery_id: recordId(),
});

/** `PATCH /v1/carts/embroideries/delete`: take the name off a cart line. */
export const CartEmbroideryDeleteBodySchema = v.object({
  token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
  key: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
});
