/**
 * The built server (`apps/server/dist/main.js`) run as an operator runs it, in a child process:
 * used by the memory and event-stream benchmarks and by the scale test.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = path.join(REPO_ROOT, 'apps/server/dist/main.js');

/** Builds the server bundle (esbuild, about a second), so a run measures the current source. */
export function buildServer(): void {
  const run = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) throw new Error('npm run build -w apps/server failed');
}

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type ServerProcess = {
  child: ChildProcess;
  pid: number;
  port: number;
  url: string;
  /** What the server wrote to stdout and stderr so far (its log). */
  output(): string;
  /** Resident memory now and at its highest, in MB (Linux /proc). */
  memory(): { rssMb: number; peakMb: number };
  /** CPU time used so far, with the child processes it has waited for, in seconds (Linux /proc). */
  cpuSeconds(): number;
  /** Resolves with the exit code (or signal name) once the process has exited. */
  exited: Promise<number | string>;
  /** SIGTERM (a graceful stop); SIGKILL when it has not exited after `graceMs`. */
  stop(graceMs?: number): Promise<number | string>;
};

export type StartOptions = {
  env: Record<string, string>;
  port?: number;
  /** How long to wait for /api/health to answer 200. */
  readyTimeoutMs?: number;
};

/** Starts the built server with these settings and waits until /api/health answers 200. */
export async function startServerProcess({ env, port: wanted, readyTimeoutMs = 180_000 }: StartOptions): Promise<ServerProcess> {
  const port = wanted ?? (await freePort());
  const child = spawn(process.execPath, [MAIN], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  let exitCode: number | string | undefined;
  void exited.then((code) => (exitCode = code));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (exitCode !== undefined) throw new Error(`The server exited (${exitCode}) before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server was not ready within ${readyTimeoutMs} ms:\n${output}`);
    }
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const pid = child.pid!;
  return {
    child,
    pid,
    port,
    url,
    output: () => output,
    memory: () => processMemory(pid),
    cpuSeconds: () => processCpuSeconds(pid),
    exited,
    async stop(graceMs = 10_000) {
      if (exitCode !== undefined) return exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** VmRSS and VmHWM of a process, in MB. */
export function processMemory(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
  return { rssMb: Math.round(field('VmRSS')), peakMb: Math.round(field('VmHWM')) };
}

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on Linux). */
const USER_HZ = 100;

/** User and system CPU time of a process and of its children it has waited for, in seconds. */
export function processCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces, so split after its closing parenthesis):
  // utime, stime, cutime and cstime are the 14th to 17th fields of the line.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
  return ticks / USER_HZ;
}
