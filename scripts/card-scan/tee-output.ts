import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Copies everything this process writes to stdout and stderr into `file` (emptied first). */
export function teeOutput(file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, '');
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
    // Synchronous, so lines written just before the server is stopped are kept.
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      appendFileSync(file, chunk);
      return write(chunk, ...rest);
    }) as typeof stream.write;
  }
}
