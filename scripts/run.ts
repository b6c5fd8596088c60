import { spawn } from 'node:child_process';

/** Result of one child command. */
export interface RunResult {
  code: number;
  output: string;
}

/**
 * Runs a command with inherited stdio (or captured, when `capture` is set) and resolves with its
 * exit code; never rejects, so a test step's failure does not stop the others.
 */
export function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; capture?: boolean } = {},
): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', options.capture ? 'pipe' : 'inherit', options.capture ? 'pipe' : 'inherit'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', (error) => resolve({ code: 127, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }));
  });
}

/** Whether this process runs as root (may install Debian packages and switch users). */
export const isRoot = (): boolean => process.getuid?.() === 0;
