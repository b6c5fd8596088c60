import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { FORMATS } from '../../src/lib/shared/common.messages';

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
  const info = { Title: title, Author: author, ...(subject ? { Subject: subject } : {}) };
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

/** Draws a row of cells from the left margin at `y`. */
export function pdfRow(doc: PDFKit.PDFDocument, y: number, cells: PdfCell[], left = 50): void {
  let x = left;
  for (const [text, width, align] of cells) {
    doc.text(text, x, y, { width, align });
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
