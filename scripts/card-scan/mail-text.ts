/**
 * The readable text of a stored `.eml` file: decoded headers and every text part, so a scan sees
 * what a reader would (nodemailer writes Japanese bodies as base64 or quoted-printable).
 *
 * Hand-written because no MIME parser is installed (nodemailer only composes); this reads the
 * subset nodemailer writes: RFC 2047 words, multipart bodies, base64 and quoted-printable.
 */

const decoder = new TextDecoder();

function fromQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i] as string));
  }
  return decoder.decode(Uint8Array.from(bytes));
}

/** Headers with RFC 2047 encoded words (`=?UTF-8?B?…?=`) decoded, folded lines joined. */
function decodeHeaders(head: string): string {
  return head
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : fromQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function header(head: string, name: string): string {
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
}

/** Decoded text of one MIME entity (recursing into multipart bodies). */
export function mailText(raw: string): string {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = decodeHeaders(split ? raw.slice(0, split.index) : raw);
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const boundary = /boundary="?([^";\s]+)"?/i.exec(header(head, 'Content-Type'))?.[1];
  if (boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    const inner = parts
      .filter((p) => !p.startsWith('--'))
      .map((p) => mailText(p.replace(/^\r?\n/, '')));
    return [head, ...inner].join('\n');
  }
  const encoding = header(head, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'base64') return `${head}\n${Buffer.from(body, 'base64').toString('utf8')}`;
  if (encoding === 'quoted-printable') return `${head}\n${fromQuotedPrintable(body)}`;
  return `${head}\n${body}`;
}
