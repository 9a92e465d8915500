// A Node script of the bench in its own process (autocannon, the isolation probe): what it
// measures is then not slowed by the bench process's own work.
import { type ChildProcess, spawn } from 'node:child_process';
import { ROOT } from './data';

/**
 * Starts `node <args>` from the repository root. `done` answers its stdout when it exits with 0,
 * and fails with what it wrote otherwise; `onStderr` sees its stderr as it comes.
 */
export function nodeProcess(
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; stdin?: boolean; onStderr?: (text: string) => void } = {},
): { child: ChildProcess; done: Promise<string> } {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: opts.env ?? process.env,
    stdio: [opts.stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    err += d;
    opts.onStderr?.(String(d));
  });
  const done = new Promise<string>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${args.at(-1)} exited ${code}: ${err || out}`)),
    );
  });
  return { child, done };
}
