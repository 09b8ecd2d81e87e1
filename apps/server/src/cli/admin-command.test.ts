import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { seedUser } from '../../test/factories';
import { users } from '../db/schema/index';
import { promoteListedAdmins } from '../modules/users/admin-role';
import { ADMIN_USAGE, parseAdminArgs, runGrant } from './admin-command';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const roleOf = async (id: number) => (await t.ctx.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

describe('npm run admin -- grant <email>', () => {
  it.each([[[]], [['grant']], [['revoke', 'a@b.co']], [['grant', 'a@b.co', 'extra']]])('shows the usage for %j', (argv) => {
    expect(parseAdminArgs(argv)).toEqual({ exitCode: 2, message: ADMIN_USAGE });
  });

  it('refuses something that is not an e-mail address', () => {
    expect(parseAdminArgs(['grant', 'nobody'])).toEqual({ exitCode: 2, message: `Not an e-mail address: nobody\n${ADMIN_USAGE}` });
  });

  it('grants the admin role to an existing user, found whatever the case of the address', async () => {
    const user = await seedUser(t.ctx.db, { email: 'ops@example.com' });
    const parsed = parseAdminArgs(['grant', 'OPS@Example.com']);
    expect(parsed).toEqual({ email: 'ops@example.com' });
    expect(await runGrant(t.ctx.db, 'ops@example.com')).toEqual({ exitCode: 0, message: 'ops@example.com is now an admin.' });
    expect(await roleOf(user.id)).toBe('admin');
    expect(await runGrant(t.ctx.db, 'ops@example.com')).toEqual({ exitCode: 0, message: 'ops@example.com is already an admin.' });
  });

  it('says so when there is no such account', async () => {
    expect(await runGrant(t.ctx.db, 'ghost@example.com')).toEqual({
      exitCode: 1,
      message:
        'No account with the e-mail ghost@example.com. Sign up first, or add the address to ADMIN_EMAILS to make it an admin once it confirms its address.',
    });
  });
});

describe('ADMIN_EMAILS at start', () => {
  it('promotes the listed existing users and nobody else', async () => {
    const listed = await seedUser(t.ctx.db, { email: 'boss@example.com' });
    const other = await seedUser(t.ctx.db, { email: 'player@example.com' });
    const unconfirmed = await seedUser(t.ctx.db, { email: 'unconfirmed@example.com', emailConfirmedAt: null });
    expect(await promoteListedAdmins(t.ctx.db, ['boss@example.com', 'not-yet@example.com', 'unconfirmed@example.com'])).toEqual(['boss@example.com']);
    expect(await roleOf(unconfirmed.id)).toBe('user');
    expect(await roleOf(listed.id)).toBe('admin');
    expect(await roleOf(other.id)).toBe('user');
    expect(await promoteListedAdmins(t.ctx.db, ['boss@example.com'])).toEqual([]);
    expect(await promoteListedAdmins(t.ctx.db, [])).toEqual([]);
  });
});

describe('the command with the embedded database', () => {
  it('refuses to open the folder while the server (another live process) holds it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'quiz-admin-'));
    writeFileSync(path.join(dir, 'pglite.lock'), String(process.ppid));
    const run = (args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
        encoding: 'utf8',
      });
    const refused = run(['grant', 'ops@example.com']);
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `DATA_DIR=${dir} is in use by another running process (pid ${process.ppid}): stop that process first, or set DATA_DIR to another folder (DATABASE_URL lets several processes share one PostgreSQL server).`,
    );
    const usage = run([]);
    expect(usage.status).toBe(2);
    expect(usage.stderr.trim()).toBe(ADMIN_USAGE);
  });
});
