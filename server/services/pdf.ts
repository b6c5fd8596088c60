import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { FORMATS } from '../../contract/shared/common.messages';

const require = createRequire(import.meta.url);
/** Noto Sans JP from the font package; pdfkit embeds only the glyphs used. */
const FONT = require.resolve(
  '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
);
/** The bold weight, for titles and amounts. */
const FONT_BOLD = require.resolve('@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf');

let cached: { regular: Buffer; bold: Buffer } | undefined;
/** The font files, read once per process (several MB each; reading them per document is slow). */
function fontBytes() {
  cached ??= { regular: readFileSync(FONT), bold: readFileSync(FONT_BOLD) };
  return cached;
}

/** An A4 document set in Noto Sans JP (`jp`, and `jp-bold`), and the bytes once it ends. */
export function japaneseDocument(title: string, author: string, subject?: string) {
  const info = {
    Title: printableLine(title),
    Author: printableLine(author),
    ...(subject ? { Subject: printableLine(subject) } : {}),
  };
  const doc = new PDFDocument({ size: 'A4', margin: 50, info });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  const fonts = fontBytes();
  doc.registerFont('jp', fonts.regular).registerFont('jp-bold', fonts.bold).font('jp');
  return { doc, done };
}

/** A date as the Japanese day in Tokyo, e.g. 2026年8月2日. */
export function jstDay(d: Date): string {
  const j = new Date(d.getTime() + 9 * 3_600_000);
  return FORMATS.longDate(j.getUTCFullYear(), j.getUTCMonth() + 1, j.getUTCDate());
}

/** One table cell: text, width and alignment. */
export type PdfCell = [text: string, width: number, align: 'left' | 'right' | 'center'];

/** Draws a row of cells from the left margin at `y`, each one line clipped to its width. */
export function pdfRow(doc: PDFKit.PDFDocument, y: number, cells: PdfCell[], left = 50): void {
  let x = left;
  for (const [text, width, align] of cells) {
    pdfLine(doc, text, x, y, { width, align });
    x += width;
  }
}

/** Draws a horizontal rule across the text width at `y`. */
export function pdfRule(doc: PDFKit.PDFDocument, y: number, from = 50, to = 545): void {
  doc.moveTo(from, y).lineTo(to, y).stroke();
}

/** Where to draw a block of `height` points: `y`, or the top of a new page when it would not fit. */
export function roomFor(doc: PDFKit.PDFDocument, y: number, height: number): number {
  if (y + height <= doc.page.height - doc.page.margins.bottom) return y;
  doc.addPage();
  return doc.page.margins.top;
}

/** Breaks and tabs: each run becomes one space. */
const BREAKS = /[\r\n\t\v\f\u0085\u2028\u2029]+/g;
/** What never prints: other control characters, format characters (bidi, zero-width), separators. */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * `text` as one line of printable characters.
 * @example printableLine('山田\n領収金額\u202e') // '山田 領収金額'
 */
export function printableLine(text: string): string {
  return text.replace(BREAKS, ' ').replace(UNPRINTABLE, '');
}

/** The longest start of `text` (ending in … when cut) that fits `width` in the current font. */
export function clipToWidth(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  const chars = Array.from(text);
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${chars.slice(0, mid).join('')}…`) <= width) low = mid;
    else high = mid - 1;
  }
  return `${chars.slice(0, low).join('')}…`;
}

/** Where a line goes: its width, how it aligns, and fixed text after the clipped part (様). */
export type PdfLineOptions = { width: number; align?: PdfCell[2]; suffix?: string };

/**
 * Draws user- or editor-entered `text` as one line at (x, y), clipped to `width`: it can neither
 * wrap into a second line (a forged amount under a 宛名) nor reorder itself with bidi controls.
 * Every text a PDF prints goes through here.
 */
export function pdfLine(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  { width, align = 'left', suffix = '' }: PdfLineOptions,
): void {
  const room = width - doc.widthOfString(suffix);
  const line = `${clipToWidth(doc, printableLine(text), room)}${suffix}`;
  doc.text(line, x, y, { width, align, lineBreak: false });
}
