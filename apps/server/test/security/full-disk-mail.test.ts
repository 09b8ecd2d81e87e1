import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMailer, MAIL_RETRY_DELAYS_MS } from '../../src/mail/mailer';

/**
 * Probe finding: a confirmation or reset mail that could not be written (full disk) or sent was
 * lost. It is now tried again after 1 s, 10 s, 1 minute and 5 minutes. The full disk is a fault
 * injected into the outbox's file writes (ENOSPC), not a filled disk.
 */
function recordingLog() {
  const entries: { level: string; object: unknown; message: string }[] = [];
  const at = (level: string) => (object: unknown, message: string) => entries.push({ level, object, message });
  const log = { info: at('info'), warn: at('warn'), error: at('error') } as unknown as FastifyBaseLogger;
  return { log, entries };
}

const noSpace = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
const MAIL = { to: 'layla@example.com', subject: 'Confirm your e-mail', text: 'link', html: '<p>link</p>' };

function fullDiskFor(failures: number) {
  let attempts = 0;
  const write: typeof writeFile = (...args) => {
    attempts += 1;
    return attempts <= failures ? Promise.reject(noSpace()) : writeFile(...args);
  };
  return { write, attempts: () => attempts };
}

describe('mail on a full disk', () => {
  it('retries after 1 s, 10 s, 1 minute and 5 minutes', () => {
    expect(MAIL_RETRY_DELAYS_MS).toEqual([1_000, 10_000, 60_000, 300_000]);
  });

  it('a mail that could not be written is written once there is space again', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mail-full-disk-'));
    const disk = fullDiskFor(2);
    const { log, entries } = recordingLog();
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'quiz@example.com', dataDir }, log, { retryDelaysMs: [0, 0, 0, 0], writeFile: disk.write });
    mailer.send(MAIL);
    await mailer.idle();

    expect(disk.attempts()).toBe(3);
    const files = readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(readFileSync(path.join(dataDir, 'outbox', files[0]!), 'utf8')).toContain('To: layla@example.com');
    expect(entries.filter((e) => e.level === 'warn').map((e) => e.message)).toEqual(['mail not sent yet, trying again', 'mail not sent yet, trying again']);
    expect(entries.filter((e) => e.level === 'error')).toEqual([]);
    await mailer.close();
  });

  it('a mail still not written after every retry is logged as not sent, with the reason', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mail-full-disk-'));
    const disk = fullDiskFor(Infinity);
    const { log, entries } = recordingLog();
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'quiz@example.com', dataDir }, log, { retryDelaysMs: [0, 0], writeFile: disk.write });
    mailer.send(MAIL);
    await mailer.idle();

    expect(disk.attempts()).toBe(3);
    expect(entries.filter((e) => e.level === 'error')).toEqual([
      { level: 'error', object: { mail: { subject: 'Confirm your e-mail', code: 'ENOSPC', responseCode: undefined } }, message: 'mail could not be sent' },
    ]);
    await mailer.close();
  });

  it('stopping the server cuts a retry wait short: one last try, then given up', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mail-full-disk-'));
    const disk = fullDiskFor(Infinity);
    const { log, entries } = recordingLog();
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'quiz@example.com', dataDir }, log, { retryDelaysMs: [3_600_000, 3_600_000], writeFile: disk.write });
    mailer.send(MAIL);
    // The warning is logged just before the wait starts.
    await expect.poll(() => entries.filter((e) => e.level === 'warn').length).toBe(1);
    await mailer.close();

    expect(disk.attempts()).toBe(2);
    expect(entries.filter((e) => e.level === 'error').map((e) => e.message)).toEqual(['mail could not be sent']);
  });
});
