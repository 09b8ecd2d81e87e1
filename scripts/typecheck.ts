/**
 * `npm run typecheck`: every TypeScript project checked by its own `tsc -p`, as many at once as
 * the machine has cores (tsc uses one), longest first. Each project's output is printed once it
 * ends; the exit code is non-zero when any project fails.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';

const PROJECTS = ['apps/web', 'apps/server', 'tsconfig.tools.json', 'packages/shared'];
const TSC = createRequire(import.meta.url).resolve('typescript/bin/tsc');

function check(project: string): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [TSC, '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      process.stdout.write(`tsc -p ${project}: ${code === 0 ? 'ok' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(1)} s\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const lanes = Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
  let passed = true;
  for (let project = queue.shift(); project; project = queue.shift()) passed = (await check(project)) && passed;
  return passed;
});
if (!(await Promise.all(lanes)).every(Boolean)) process.exitCode = 1;
