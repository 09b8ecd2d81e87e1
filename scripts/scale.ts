/**
 * npm run test:scale: two server processes on one PostgreSQL database behind nginx, checked from
 * outside (scripts/scale/run.ts). Needs PostgreSQL on 127.0.0.1:5432 (user postgres, or
 * SCALE_POSTGRES_URL), nginx, and a build (made here when the server's or the web app's is
 * missing). The checks run in a child process that trusts the certificate nginx is given here,
 * so they speak real TLS.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeCertificate, nginxInstalled } from './support/nginx-site';
import { REPO_ROOT } from './support/server-process';

function run(command: string, args: string[]): boolean {
  return spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit' }).status === 0;
}

const built = ['apps/server/dist/main.js', 'apps/web/dist/index.html'].every((file) => existsSync(path.join(REPO_ROOT, file)));
if (!built) {
  console.log('No build found: npm run build');
  if (!run('npm', ['run', 'build'])) process.exit(1);
}
if (!nginxInstalled()) {
  console.log('nginx is not installed: apt-get install -y nginx-light');
  const installed = process.getuid?.() === 0 && run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', 'nginx-light']);
  if (!installed) {
    console.error('Install nginx (apt-get install -y nginx-light) and run again.');
    process.exit(1);
  }
}

const workDir = mkdtempSync(path.join(tmpdir(), 'quiz-scale-'));
let status = 1;
try {
  mkdirSync(path.join(workDir, 'nginx'));
  const { certificate } = makeCertificate(path.join(workDir, 'nginx'));
  const checks = spawnSync(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'scripts/scale/run.ts')], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate, SCALE_WORK_DIR: workDir },
  });
  status = checks.status ?? 1;
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(status);
