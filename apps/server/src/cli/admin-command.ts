import { emailSchema } from '@app/shared/contracts/auth';
import type { Db } from '../db/client';
import { grantAdmin } from '../modules/users/operator-role';

export const ADMIN_USAGE = 'Usage: npm run admin -- grant <email>';

export type CommandResult = { exitCode: number; message: string };

/** `grant <email>`: gives an existing user the admin role (logged as the command line). */
export function parseAdminArgs(argv: readonly string[]): { email: string } | CommandResult {
  const [command, address, ...rest] = argv;
  if (command !== 'grant' || !address || rest.length > 0) return { exitCode: 2, message: ADMIN_USAGE };
  const email = emailSchema.safeParse(address);
  if (!email.success) return { exitCode: 2, message: `Not an e-mail address: ${address}\n${ADMIN_USAGE}` };
  return { email: email.data };
}

export async function runGrant(db: Db, email: string): Promise<CommandResult> {
  switch (await grantAdmin(db, email)) {
    case 'granted':
      return { exitCode: 0, message: `${email} is now an admin.` };
    case 'already_admin':
      return { exitCode: 0, message: `${email} is already an admin.` };
    case 'not_found':
      return {
        exitCode: 1,
        message: `No account with the e-mail ${email}. Sign up first, or add the address to ADMIN_EMAILS to make it an admin once its owner sets the password through the mailed link.`,
      };
  }
}
