import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema/index';

const UNESCAPE: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** A text entry of a PDF's document information (Title, Subject…), decoded as pdfkit writes it. */
export function pdfInfo(bytes: Buffer, key: string): string | null {
  const text = bytes.toString('latin1');
  // pdfkit writes each entry as an indirect object: `/Title 14 0 R` … `14 0 obj\n(…)`.
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(text);
  const start = ref ? text.indexOf(`\n${ref[1]} 0 obj\n(`) : -1;
  if (!ref || start < 0) return null;
  let raw = '';
  for (let i = start + `\n${ref[1]} 0 obj\n(`.length; i < text.length; i++) {
    const ch = text.charAt(i);
    if (ch === ')') break;
    if (ch === '\\') {
      const next = text.charAt(++i);
      raw += UNESCAPE[next] ?? next;
    } else raw += ch;
  }
  const b = Buffer.from(raw, 'latin1');
  if (b[0] !== 0xfe || b[1] !== 0xff) return raw;
  return b.subarray(2).swap16().toString('utf16le');
}

/** The id of an order by its number. */
export async function orderIdOf(db: Db, orderNo: string): Promise<number> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo));
  if (!row) throw new Error(`no order ${orderNo}`);
  return row.id;
}
