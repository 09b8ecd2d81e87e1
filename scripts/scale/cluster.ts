/**
 * Two server processes on one PostgreSQL database behind nginx, all on loopback, started as
 * deploy/thaqalayn@.service and deploy/nginx.conf describe: each process gets the unit's
 * Environment= settings (PORT from the instance) plus the settings docs/deploy.md asks an
 * operator to put in /etc/thaqalayn/env; nginx runs the shipped site with its placeholders filled.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { REPO_ROOT, freePort, startServerProcess, type ServerProcess } from '../support/server-process';
import { runNginx, writeNginxConfig } from '../support/nginx-site';

export const OPERATOR_EMAIL = 'operator@scale.example.com';

/** The unit's Environment= lines, with the instance (%i) set to the port. */
export function unitEnvironment(port: number): Record<string, string> {
  const unit = readFileSync(path.join(REPO_ROOT, 'deploy/thaqalayn@.service'), 'utf8');
  const env: Record<string, string> = {};
  for (const [, name, value] of unit.matchAll(/^Environment=(\w+)=(.*)$/gm)) env[name!] = value!.replaceAll('%i', String(port));
  return env;
}

const secret = () => randomBytes(24).toString('hex');

export class Cluster {
  readonly servers: ServerProcess[] = [];
  nginx: ChildProcess | undefined;
  nginxConfig = '';
  private readonly settings: Record<string, string>;

  private constructor(
    readonly workDir: string,
    readonly databaseUrl: string,
    readonly ports: [number, number],
    readonly httpPort: number,
    readonly httpsPort: number,
  ) {
    // What /etc/thaqalayn/env holds: secrets shared by every process, one uploads folder.
    this.settings = {
      APP_URL: `https://127.0.0.1:${httpsPort}`,
      DATABASE_URL: databaseUrl,
      UPLOADS_DIR: path.join(workDir, 'uploads'),
      SESSION_SECRET: secret(),
      SANDBOX_CHECKOUT_KEY: secret(),
      BACKUP_KEY: secret(),
      ADMIN_EMAILS: OPERATOR_EMAIL,
      SANDBOX_IN_PRODUCTION: 'true',
      MAIL_OUTBOX_IN_PRODUCTION: 'true',
      LOG_LEVEL: 'info',
    };
  }

  static async create(workDir: string, databaseUrl: string): Promise<Cluster> {
    const ports = [await freePort(), await freePort()] as [number, number];
    return new Cluster(workDir, databaseUrl, ports, await freePort(), await freePort());
  }

  get nginxUrl(): string {
    return `https://127.0.0.1:${this.httpsPort}`;
  }

  /** A process's own folder (mail outbox): each process has its own, as on separate machines. */
  dataDir(index: number): string {
    return path.join(this.workDir, `data-${this.ports[index]}`);
  }

  /** Both processes started at the same moment on the (possibly empty) database. */
  async startServers(): Promise<void> {
    const started = await Promise.all([0, 1].map((i) => this.startServer(i)));
    this.servers.splice(0, 2, ...started);
  }

  async startServer(index: number): Promise<ServerProcess> {
    const port = this.ports[index]!;
    mkdirSync(this.dataDir(index), { recursive: true });
    const server = await startServerProcess({ port, env: { ...unitEnvironment(port), ...this.settings, DATA_DIR: this.dataDir(index) } });
    this.servers[index] = server;
    return server;
  }

  writeNginxConfig(): string {
    this.nginxConfig = writeNginxConfig({
      dir: path.join(this.workDir, 'nginx'),
      httpPort: this.httpPort,
      httpsPort: this.httpsPort,
      upstreamPorts: this.ports,
    });
    return this.nginxConfig;
  }

  async startNginx(): Promise<void> {
    const file = this.nginxConfig || this.writeNginxConfig();
    this.nginx = runNginx(path.join(this.workDir, 'nginx'), file);
    let stderr = '';
    this.nginx.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    for (let attempt = 0; attempt < 100; attempt++) {
      if (this.nginx.exitCode !== null) throw new Error(`nginx exited (${this.nginx.exitCode}): ${stderr}`);
      const up = await fetch(`${this.nginxUrl}/api/health`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`nginx did not answer on ${this.nginxUrl}: ${stderr}`);
  }

  /** The last lines nginx logged (upstream errors), for a failed check. */
  nginxErrors(lines = 6): string[] {
    const file = path.join(this.workDir, 'nginx', 'error.log');
    return existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').slice(-lines) : [];
  }

  async close(): Promise<void> {
    if (this.nginx && this.nginx.exitCode === null) {
      const exited = new Promise((resolve) => this.nginx!.once('exit', resolve));
      this.nginx.kill('SIGQUIT');
      await exited;
    }
    await Promise.all(this.servers.map((server) => server.stop()));
  }
}
