/** Reads the subjects of the mails the API processes wrote to `DATA_DIR/mail/*.eml`. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const WORD = /=\?utf-8\?([BQ])\?([^?]*)\?=/gi;

/** The bytes of one encoded word's text. */
function wordBytes(kind: string, text: string): Buffer {
  if (kind.toUpperCase() === 'B') return Buffer.from(text, 'base64');
  const latin = text
    .replace(/_/g, ' ')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(latin, 'latin1');
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?B?…?=` and `?Q?`); a run of them is one byte sequence. */
export function decodeHeader(value: string): string {
  return value.replace(/(?:=\?utf-8\?[BQ]\?[^?]*\?=\s*)+/gi, (run) => {
    const bytes = [...run.matchAll(WORD)].map(([, kind = 'B', text = '']) => wordBytes(kind, text));
    return Buffer.concat(bytes).toString('utf8');
  });
}

/** The decoded Subject of every mail written so far. */
export async function mailSubjects(dataDir: string): Promise<string[]> {
  const dir = join(dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  const subjects: string[] = [];
  for (const file of files) {
    const text = await readFile(join(dir, file), 'utf8');
    const head = text.split(/\r?\n\r?\n/)[0] ?? '';
    const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
    const subject = /^Subject: (.*)$/im.exec(unfolded)?.[1] ?? '';
    subjects.push(decodeHeader(subject));
  }
  return subjects;
}
