import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const apiDir = path.resolve(import.meta.dirname, '..', '..');

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it logged so far. */
  output(): string;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * The real entry point (src/start.ts, then main.ts) in a process of its own, as `npm start` runs it; resolves once ready.
 * `openFiles` lowers the process's limit on open files, soft and hard (Node raises its soft limit to
 * the hard one at start), as a small container has.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { openFiles?: number } = {},
): Promise<ServerProcess> {
  // From source, common/ included (its `source` export condition): no build needed.
  const node = [process.execPath, '--conditions=source', '--import', '@swc-node/register/esm-register', 'src/start.ts'];
  const [command, ...args] = options.openFiles
    ? ['/bin/sh', '-c', `ulimit -n ${options.openFiles} && exec "$@"`, 'sh', ...node]
    : node;
  const child = spawn(command!, args, {
    cwd: apiDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 120_000;
  while (!output.includes('"msg":"ready: ')) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL'); // or it outlives the test run
      throw new Error(`server not ready in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    output: () => output,
    stop(signal = 'SIGTERM') {
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill(signal);
      return exited;
    },
  };
}

/** The embedded database's loopback address, from the start-up log (developers connect psql with it too). */
export function embeddedUrlFrom(output: string): string {
  const match = /"url":"(postgres:\/\/[^"]+)","msg":"embedded PostgreSQL/.exec(output);
  if (!match) throw new Error(`the server did not log its embedded database address:\n${output}`);
  return match[1];
}
