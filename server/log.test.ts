import { afterEach, describe, expect, it } from 'vitest';
import { log, logLine, redirectLog } from './log';
import { CARD_NUMBER_REDACTION } from './services/card-number';

const CARD = '4111 1111 1111 1111';
const DIGITS = /4111[\s-]*1111/;
let restore = () => {};
afterEach(() => restore());

describe('log', () => {
  it('removes card numbers from messages, error messages, stacks, causes and objects', () => {
    const error = new Error(`declined: ${CARD}`, {
      cause: new Error('４１１１－１１１１－１１１１－１１１１'),
    });
    const line = logLine(
      '[api] POST /v1/x',
      error,
      { body: { note: `番号${CARD}です` } },
      4111111111111111,
    );
    expect(line).not.toMatch(DIGITS);
    expect(line).not.toMatch(/４１１１/);
    expect(line).toContain('[api] POST /v1/x');
    expect(line).toContain('at '); // the stack is kept, only the number goes
    // The error (its stack carries the message), its cause, the object and the bare number.
    expect(line.split(CARD_NUMBER_REDACTION).length - 1).toBe(4);
  });

  it('writes each level to its own stream, redacted', () => {
    const lines: string[] = [];
    restore = redirectLog((level, line) => lines.push(`${level} ${line}`));
    log.info('card', CARD);
    log.warn('warn');
    log.error(new Error(CARD));
    expect(lines[0]).toBe(`info card ${CARD_NUMBER_REDACTION}`);
    expect(lines[1]).toBe('warn warn');
    expect(lines[2]).toMatch(/^error Error: \[card number removed\]\n/);
  });
});
