/**
 * The scale test's own PostgreSQL database, made as docs/deploy.md makes one (createuser, then
 * createdb owned by that user: the servers run as a user that is not a superuser), and dropped
 * with its user at the end.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const ADMIN_URL = process.env.SCALE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type ScaleDatabase = { name: string; owner: string; url: string };

function connectionArgs(): string[] {
  const url = new URL(ADMIN_URL);
  return ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres')];
}

function urlFor(owner: string, name: string): string {
  const url = new URL(ADMIN_URL);
  url.username = owner;
  url.password = '';
  url.pathname = `/${name}`;
  return url.toString();
}

export function createRole(): string {
  const owner = `quiz_scale_${process.pid}_${randomBytes(3).toString('hex')}`;
  execFileSync('createuser', [...connectionArgs(), owner], { stdio: 'inherit' });
  return owner;
}

/** An empty database owned by `owner`. */
export function createDatabase(owner: string, suffix = ''): ScaleDatabase {
  const name = `${owner}${suffix}`;
  execFileSync('createdb', [...connectionArgs(), '--owner', owner, name], { stdio: 'inherit' });
  return { name, owner, url: urlFor(owner, name) };
}

export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function dropAll(owner: string, names: string[]): Promise<void> {
  for (const name of names) await adminQuery(`drop database if exists ${name} with (force)`);
  await adminQuery(`drop role if exists ${owner}`);
}

/** Rows of one query on a database (as its owner). */
export async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}
