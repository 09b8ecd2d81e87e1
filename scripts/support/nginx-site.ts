/**
 * The shipped deploy/nginx.conf made runnable on loopback, with only what an operator replaces
 * swapped out: the certificate (a self-signed one made here), the public ports (unprivileged ones
 * on 127.0.0.1) and, when asked, the ports of the two server processes. Every other rule
 * (upstream, event streams, assets, forwarded headers) is the shipped file's. Used by the
 * nginx-config test and the scale test.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SHIPPED_NGINX_CONF = readFileSync(path.join(REPO_ROOT, 'deploy/nginx.conf'), 'utf8');
const SHIPPED_UPSTREAM_PORTS = [3001, 3002] as const;

export const nginxInstalled = (): boolean => spawnSync('nginx', ['-v']).status === 0;

export type NginxSiteOptions = {
  /** A private folder for the configuration, certificate, logs and temporary files. */
  dir: string;
  httpPort: number;
  httpsPort: number;
  /** The two server processes' ports, in place of the shipped 3001 and 3002. */
  upstreamPorts?: [number, number];
};

/** A self-signed certificate for quiz.example.com and 127.0.0.1 in dir (cert.pem, key.pem); a client trusts it as its CA. */
export function makeCertificate(dir: string): { certificate: string; key: string } {
  const certificate = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=quiz.example.com',
      '-addext', 'subjectAltName=DNS:quiz.example.com,IP:127.0.0.1', '-keyout', key, '-out', certificate],
    { stdio: 'ignore' },
  );
  return { certificate, key };
}

/** Writes the site (from the shipped file) and a main configuration including it; returns the main file's path. */
export function writeNginxConfig({ dir, httpPort, httpsPort, upstreamPorts }: NginxSiteOptions): string {
  mkdirSync(dir, { recursive: true });
  const made = { certificate: path.join(dir, 'cert.pem'), key: path.join(dir, 'key.pem') };
  const { certificate, key } = existsSync(made.certificate) && existsSync(made.key) ? made : makeCertificate(dir);
  let site = SHIPPED_NGINX_CONF.replace('/etc/letsencrypt/live/quiz.example.com/fullchain.pem', certificate)
    .replace('/etc/letsencrypt/live/quiz.example.com/privkey.pem', key)
    .replace(/listen \[::\]:\d+[^;]*;\n/g, '')
    .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`);
  upstreamPorts?.forEach((port, i) => {
    site = site.replace(`server 127.0.0.1:${SHIPPED_UPSTREAM_PORTS[i]} `, `server 127.0.0.1:${port} `);
  });
  writeFileSync(path.join(dir, 'site.conf'), site);
  // As root the workers would run as nobody, who cannot use this private folder: they run as the caller.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : '';
  const main = `${user}pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`;
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, main);
  return file;
}

/** `nginx -t` on a configuration: its exit code and what it printed. */
export function testNginxConfig(dir: string, file: string): { status: number | null; output: string } {
  const check = spawnSync('nginx', ['-t', '-p', dir, '-e', path.join(dir, 'error.log'), '-c', file], { encoding: 'utf8' });
  return { status: check.status, output: `${check.stdout}${check.stderr}` };
}

/** nginx in the foreground with this configuration (stop it with SIGQUIT or SIGTERM). */
export function runNginx(dir: string, file: string): ChildProcess {
  return spawn('nginx', ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', file, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
}
