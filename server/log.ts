import { formatWithOptions } from 'node:util';
import { redactCardNumbers } from './services/card-number';

type Write = (line: string) => void;

/** Where lines go; tests swap it to read what would have been written. */
const sinks: { info: Write; warn: Write; error: Write } = {
  info: (line) => console.log(line),
  warn: (line) => console.warn(line),
  error: (line) => console.error(line),
};

/**
 * One log line from `console`-style arguments (errors with stack and cause, objects in depth),
 * with every card-number-shaped run removed.
 * @example logLine('card', new Error('4111 1111 1111 1111')) // 'card Error: [card number removed]\n    at …'
 */
export function logLine(...args: unknown[]): string {
  return redactCardNumbers(formatWithOptions({ depth: 6, colors: false }, ...args));
}

/** The server's only way to write a log line: never a card number, whatever it is given. */
export const log = {
  info: (...args: unknown[]) => sinks.info(logLine(...args)),
  warn: (...args: unknown[]) => sinks.warn(logLine(...args)),
  error: (...args: unknown[]) => sinks.error(logLine(...args)),
};

/** Sends log lines elsewhere (tests); returns a function that restores the console. */
export function redirectLog(write: (level: keyof typeof sinks, line: string) => void): () => void {
  const saved = { ...sinks };
  for (const level of ['info', 'warn', 'error'] as const) sinks[level] = (l) => write(level, l);
  return () => Object.assign(sinks, saved);
}
