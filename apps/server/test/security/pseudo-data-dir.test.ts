import { describe, expect, it } from 'vitest';
import { freePort, runServerToExit, serverEnv } from '../server-process';

/** Probe finding: DATA_DIR under /proc spun at 100% CPU forever instead of refusing to start. */
describe('a DATA_DIR on a pseudo file system', { timeout: 120_000 }, () => {
  it('is refused in one line, like the other folders it cannot use', async () => {
    // Killed after 60 s: before the fix the server never got past creating the folder.
    const run = await runServerToExit(serverEnv(await freePort(), '/proc/quiz-data'), { timeout: 60_000 });
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: `DATA_DIR=/proc/quiz-data is not writable by this user (ENOENT): give the server's user write access to it, or set DATA_DIR to a folder it can write to.\n`,
    });
  });
});
