import type { BodyValues, MeasurementKey } from './measurements.schema';
import { SIZE_COLUMNS as C } from './size-suggestion.messages';

/**
 * How a size-table column relates to a body measurement:
 * `range` columns give the body range itself (身長目安 "95〜105");
 * `garment` columns give a garment size that must exceed the body by an ease (身幅 is half the chest).
 */
type ColumnRule =
  | { key: MeasurementKey; kind: 'range' }
  | { key: MeasurementKey; kind: 'garment'; scale: number; ease: [number, number] };

// Eases as a maker's fitting guide gives them; each span is at least one size step wide, so a body
// between two rows fits the larger one instead of none.
const COLUMN_RULES: Record<string, ColumnRule> = {
  [C.height]: { key: 'height', kind: 'range' },
  [C.weight]: { key: 'weight', kind: 'range' },
  [C.foot]: { key: 'foot', kind: 'garment', scale: 1, ease: [0, 0.5] },
  [C.chest]: { key: 'chest', kind: 'garment', scale: 2, ease: [12, 20] },
  [C.waist]: { key: 'waist', kind: 'garment', scale: 1, ease: [0, 4] },
  [C.hips]: { key: 'hips', kind: 'garment', scale: 1, ease: [2, 8] },
};

/** One reason of a suggestion: which measurement fits which cell of the suggested row. */
export type SizeReason = { key: MeasurementKey; value: number; column: string; cell: string };

/** A suggested size and why. */
export type SizeSuggestion = { size: string; reasons: SizeReason[] };

/** The numbers in a cell ("95〜105" → [95, 105], "25.0cm" → [25]). */
function numbersOf(cell: string): number[] {
  return (cell.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
}

function fits(rule: ColumnRule, cell: string, value: number): boolean {
  const numbers = numbersOf(cell);
  if (rule.kind === 'range') {
    const [low, high = low] = numbers;
    return low !== undefined && high !== undefined && value >= low && value <= high;
  }
  const [size] = numbers;
  if (size === undefined) return false;
  const ease = size * rule.scale - value;
  return ease >= rule.ease[0] - 1e-9 && ease <= rule.ease[1] + 1e-9;
}

/**
 * The size to suggest from a size table (header row first, size names in the first column) and
 * the member's latest measurements: the first row that every usable column fits; null when no
 * column can be compared or no row fits them all.
 * @example suggestSize([['サイズ', 'ウエスト'], ['S', '73'], ['M', '77']], { waist: 76 }) // { size: 'M', … }
 */
export function suggestSize(
  sizeTable: string[][] | null | undefined,
  measurements: Partial<BodyValues> | null | undefined,
): SizeSuggestion | null {
  if (!sizeTable || !measurements) return null;
  const [header, ...rows] = sizeTable;
  if (!header) return null;
  const columns = header.flatMap((label, index) => {
    const rule = COLUMN_RULES[label];
    const value = rule ? measurements[rule.key] : undefined;
    return rule && typeof value === 'number' ? [{ label, index, rule, value }] : [];
  });
  if (columns.length === 0) return null;
  for (const row of rows) {
    const size = row[0];
    if (!size || !columns.every((c) => fits(c.rule, row[c.index] ?? '', c.value))) continue;
    return {
      size,
      reasons: columns.map((c) => ({
        key: c.rule.key,
        value: c.value,
        column: c.label,
        cell: row[c.index] ?? '',
      })),
    };
  }
  return null;
}

const BODY_KEYS: readonly MeasurementKey[] = [
  'height',
  'weight',
  'chest',
  'waist',
  'hips',
  'inseam',
  'foot',
];

/** The latest value of each measurement across records (newest first), or null when none. */
export function latestValues(records: readonly object[]): Partial<BodyValues> | null {
  const latest: Partial<BodyValues> = {};
  for (const record of records) {
    for (const key of BODY_KEYS) {
      const value = (record as Record<string, unknown>)[key];
      if (latest[key] === undefined && typeof value === 'number') latest[key] = value;
    }
  }
  return Object.keys(latest).length ? latest : null;
}
