import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Starts the built server (apps/server/dist/main.js) as a process of its own and waits until it
 * answers. A fresh embedded database migrates and seeds first, which takes a while on a busy
 * machine: the wait is generous, and a server that stops early fails at once with its output.
 */
export async function startServer(port: number, env: Record<string, string>, timeoutMs = 150_000): Promise<ChildProcess> {
  const base = `http://localhost:${port}`;
  // A server left on the port (by a run that was stopped) would answer for this one.
  const taken = await fetch(`${base}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use: stop what listens there first`);
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: { ...process.env, PORT: String(port), APP_URL: base, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server stopped (exit ${child.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`server did not start within ${timeoutMs / 1000} s: ${stderr}`);
}

/** SIGTERM, then the exit code once it has stopped. */
export async function stopServer(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}
