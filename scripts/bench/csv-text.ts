/** Edits of an exported product CSV that the benches import back. */

/** Every product's price one yen up, in the exported text (the 販売価格 column, sixth). */
export function pricesUp(text: string): string {
  const lines = text.split('\r\n');
  return lines
    .map((line, i) => {
      if (i === 0 || line === '') return line;
      return line.replace(
        /^((?:[^,]*,){5})(\d+)/,
        (_m, head: string, price: string) => `${head}${Number(price) + 1}`,
      );
    })
    .join('\r\n');
}

/**
 * Every product renamed (「（改）」 after the 商品名 column, second), in the exported text: every
 * product's searched text changes, so the import rewrites every search row.
 */
export function namesChanged(text: string): string {
  return text
    .split('\r\n')
    .map((line, i) => {
      if (i === 0 || line === '') return line;
      return line.replace(/^([^,]*,)("(?:[^"]|"")*"|[^,]*)/, (_m, head: string, name: string) =>
        name.startsWith('"') ? `${head}${name.slice(0, -1)}（改）"` : `${head}${name}（改）`,
      );
    })
    .join('\r\n');
}
