import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { seedUser } from '../../test/factories';
import { operatorActions, users } from '../db/schema/index';
import type { MailMessage } from '../mail/mailer';
import { offerOperatorPassword } from '../modules/auth/index';
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
    const [granted] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect([granted!.roleGrantedHow, granted!.roleGrantedBy]).toEqual(['command_line', null]);
    const audit = await t.ctx.db.select().from(operatorActions);
    expect(audit.map((a) => [a.operatorId, a.operatorEmail, a.action, a.target, a.before, a.after])).toEqual([
      [null, 'command line', 'player.role', `user:${user.id}`, { role: 'user' }, { role: 'admin', how: 'command_line' }],
    ]);
  });

  it('says so when there is no such account', async () => {
    expect(await runGrant(t.ctx.db, 'ghost@example.com')).toEqual({
      exitCode: 1,
      message:
        'No account with the e-mail ghost@example.com. Sign up first, or add the address to ADMIN_EMAILS to make it an admin once its owner sets the password through the mailed link.',
    });
  });
});

describe('ADMIN_EMAILS at start', () => {
  it('mails the listed confirmed users the link to set their operator password, once, and gives nobody the role', async () => {
    const mails: MailMessage[] = [];
    vi.spyOn(t.app.mailer, 'send').mockImplementation((message) => void mails.push(message));
    const listed = await seedUser(t.ctx.db, { email: 'boss@example.com' });
    const other = await seedUser(t.ctx.db, { email: 'player@example.com' });
    const unconfirmed = await seedUser(t.ctx.db, { email: 'unconfirmed@example.com', emailConfirmedAt: null });
    const deps = (emails: string[]) => ({ db: t.ctx.db, mailer: t.app.mailer, config: { appUrl: 'http://localhost:3000', adminEmails: emails } });
    expect(await offerOperatorPassword(deps(['boss@example.com', 'not-yet@example.com', 'unconfirmed@example.com']))).toBe(1);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([['boss@example.com', 'Set your Thaqalayn Quiz operator password']]);
    expect(mails[0]!.text).toMatch(/http:\/\/localhost:3000\/operator-password\?token=[\w-]{43}\n/);
    expect([await roleOf(listed.id), await roleOf(unconfirmed.id), await roleOf(other.id)]).toEqual(['user', 'user', 'user']);
    // The next start finds the link still open: no second mail.
    expect(await offerOperatorPassword(deps(['boss@example.com']))).toBe(0);
    expect(await offerOperatorPassword(deps([]))).toBe(0);
    expect(mails).toHaveLength(1);
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
