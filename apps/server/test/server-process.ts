import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package's folder: where `src/main.ts` runs from. */
export const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The environment of a real server process on 127.0.0.1:port with its data in dataDir (no web app). */
export function serverEnv(port: number, dataDir: string, env: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  };
}

/** Starts `src/main.ts` and resolves once /api/health answers 200. */
export async function startServer(port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: SERVER_DIR, env, stdio: 'ignore' });
  // Compiling on the fly and migrating takes a while on a busy machine: allow two minutes.
  for (let i = 0; i < 1200; i++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill('SIGKILL');
  throw new Error('server did not start');
}

export const exited = (server: ChildProcess) =>
  new Promise<void>((resolve) => (server.exitCode !== null || server.signalCode !== null ? resolve() : server.once('exit', () => resolve())));

/**
 * Root may write anywhere (its CAP_DAC_OVERRIDE): `asOrdinaryUser` starts the server as root
 * without that capability (setpriv, util-linux), so file permissions bind it as they bind any
 * other user, while it still reads the checkout it owns. Another user, such as nobody, could
 * not read a checkout under a folder only its owner may enter.
 */
function serverCommand(asOrdinaryUser: boolean): [string, string[]] {
  const server = ['--import', 'tsx', 'src/main.ts'];
  if (!asOrdinaryUser || process.getuid?.() !== 0) return [process.execPath, server];
  return ['setpriv', ['--bounding-set', '-dac_override,-dac_read_search', '--', process.execPath, ...server]];
}

/** Runs the server until it exits by itself (a start-up failure): its exit code and output. */
export function runServerToExit(
  env: NodeJS.ProcessEnv,
  { asOrdinaryUser = false, timeout }: { asOrdinaryUser?: boolean; timeout?: number } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const [command, args] = serverCommand(asOrdinaryUser);
    const child = spawn(command, args, { cwd: SERVER_DIR, env, stdio: ['ignore', 'pipe', 'pipe'], timeout });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
