import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('teeOutput', () => {
  it('keeps a copy of everything a process writes to stdout and stderr, even when it exits at once', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tee-'));
    const file = join(dir, 'server.log');
    writeFileSync(file, 'an earlier run\n');
    const script = `import { teeOutput } from ${JSON.stringify(join(import.meta.dirname, 'tee-output.ts'))};
      teeOutput(${JSON.stringify(file)});
      console.log('ready: http://localhost:1/');
      console.error('日本語の警告');
      process.stdout.write(Buffer.from('bytes\\n'));
      process.exit(0);`;
    const child = spawnSync('npx', ['tsx', '--eval', script], { encoding: 'utf8' });
    expect(child.stdout).toContain('ready: http://localhost:1/');
    expect(readFileSync(file, 'utf8')).toBe('ready: http://localhost:1/\n日本語の警告\nbytes\n');
  });
});
