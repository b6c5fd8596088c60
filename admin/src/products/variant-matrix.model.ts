/** One variant as the form holds it: typed text, and for a stored one its id and the stock read. */
export type VariantRow = {
  id?: number;
  code: string;
  name: string;
  colour: string;
  size: string;
  stock: string;
  /** The stock when the form was opened: a save moves stock by the difference (orders in between count). */
  base?: number;
  hidden?: boolean;
};

const unique = (values: string[]) => [...new Set(values.filter((value) => value.trim() !== ''))];

/** The colours and the sizes the variants use, in the order they first appear. */
export function axesOf(variants: VariantRow[]): { colours: string[]; sizes: string[] } {
  return {
    colours: unique(variants.map((variant) => variant.colour)),
    sizes: unique(variants.map((variant) => variant.size)),
  };
}

/** A variant code from the product code, the colour's number and the size (ASCII the API accepts). */
export function variantCode(productCode: string, colourIndex: number, size: string): string {
  const ascii = (text: string) => text.replace(/[^A-Za-z0-9._-]/g, '');
  const base = ascii(productCode) || 'V';
  const sizePart = ascii(size) || String(colourIndex + 1);
  return `${base}-${colourIndex + 1}${sizePart.toUpperCase()}`.slice(0, 64);
}

/**
 * The variants of every colour × size pair: those already there are kept as they are (stock,
 * code), the missing pairs are added with stock 0 and a code made from the product code, and
 * variants outside the matrix stay after them.
 */
export function fillMatrix(
  variants: VariantRow[],
  colours: string[],
  sizes: string[],
  productCode: string,
): VariantRow[] {
  const pairKey = (colour: string, size: string) => JSON.stringify([colour, size]);
  const byPair = new Map(
    variants.map((variant) => [pairKey(variant.colour, variant.size), variant]),
  );
  const inMatrix: VariantRow[] = [];
  const used = new Set<string>();
  colours.forEach((colour, c) => {
    for (const size of sizes) {
      const key = pairKey(colour, size);
      used.add(key);
      inMatrix.push(
        byPair.get(key) ?? {
          code: variantCode(productCode, c, size),
          name: '',
          colour,
          size,
          stock: '0',
        },
      );
    }
  });
  const rest = variants.filter((variant) => !used.has(pairKey(variant.colour, variant.size)));
  return [...inMatrix, ...rest];
}

/** The variants after removing one: a stored one goes to `removed` (the save removes it). */
export function withoutVariant(
  variants: VariantRow[],
  removed: number[],
  index: number,
): { variants: VariantRow[]; removed: number[] } {
  const gone = variants[index];
  const rest = variants.filter((_, i) => i !== index);
  return { variants: rest, removed: gone?.id === undefined ? removed : [...removed, gone.id] };
}

/** What a save sends for the variants: stored ones with their id and the stock they were read at. */
export function variantsBody(variants: VariantRow[]): Record<string, unknown>[] {
  return variants.map((variant) => ({
    ...(variant.id === undefined ? {} : { id: variant.id, stock_base: variant.base }),
    code: variant.code.trim(),
    name: variant.name.trim(),
    colour: variant.colour.trim(),
    size: variant.size.trim(),
    stock: Number(variant.stock),
  }));
}

/** The codes used by more than one variant, or left empty ('' when some are). */
export function codeProblems(variants: VariantRow[]): string[] {
  const seen = new Map<string, number>();
  for (const variant of variants) {
    const code = variant.code.trim();
    seen.set(code, (seen.get(code) ?? 0) + 1);
  }
  return [...seen].filter(([code, n]) => code === '' || n > 1).map(([code]) => code);
}
