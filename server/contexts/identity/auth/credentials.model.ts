/** Normalises a security answer so "ポチ " and "ぽち" both match later. */
export function normaliseAnswer(answer: string): string {
  return answer
    .normalize('NFKC')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[\u3041-\u3096]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0x60))
    .toLowerCase();
}
