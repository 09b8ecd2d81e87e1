import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A received mail, decoded enough for assertions (headers, text and html parts). */
export type ReceivedMail = { to: string[]; subject: string; text: string; html: string; raw: string };

function unfoldHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=). */
function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*(?==\?)?/g, (_, _charset: string, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => `%${hex}`)
    .replace(/%(?![0-9A-Fa-f]{2})/g, '%25');
  try {
    return decodeURIComponent(bytes);
  } catch {
    return bytes;
  }
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return body;
  }
}

function splitPart(raw: string): { headers: Map<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  const end = match ? match.index : raw.length;
  return { headers: unfoldHeaders(raw.slice(0, end)), body: match ? raw.slice(end + match[0].length) : '' };
}

/** Parses a MIME message as nodemailer writes it (text + html alternatives). */
export function parseMail(raw: string, envelopeTo: string[] = []): ReceivedMail {
  const top = splitPart(raw);
  const mail: ReceivedMail = { to: envelopeTo, subject: decodeWords(top.headers.get('subject') ?? ''), text: '', html: '', raw };
  const walk = (part: { headers: Map<string, string>; body: string }) => {
    const type = part.headers.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.startsWith('multipart/') && boundary) {
      for (const chunk of part.body.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith('--')) break;
        walk(splitPart(chunk.replace(/^\r?\n/, '')));
      }
      return;
    }
    const decoded = decodeBody(part.body, part.headers.get('content-transfer-encoding'));
    if (type.startsWith('text/html')) mail.html = decoded;
    else if (type.startsWith('text/plain')) mail.text = decoded;
  };
  walk(top);
  return mail;
}

export type TestSmtpServer = {
  url: string;
  mails: ReceivedMail[];
  /** Waits for the next mail to this address (polls; default 10 s). */
  /** The next mail to an address not taken yet (by default any; `match` picks a kind, e.g. reset mails). */
  waitForMail(to: string, timeoutMs?: number, match?: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>;
  close(): Promise<void>;
};

/** A local SMTP server that keeps every mail it receives (point SMTP_URL at `url`). */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  const taken = new Set<ReceivedMail>();
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    async waitForMail(to, timeoutMs = 10_000, match = () => true) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.find((m) => !taken.has(m) && m.to.includes(to.toLowerCase()) && match(m));
        if (mail) {
          taken.add(mail);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset link of a reset-password mail (from its text part). */
/** A password-reset mail (not the confirmation mail sent at signup). */
export const isResetMail = (mail: ReceivedMail) => mail.text.includes('/reset-password?token=');

export function resetLinkOf(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in mail: ${mail.text}`);
  return link;
}
