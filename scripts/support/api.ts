/**
 * A player or operator talking to a running server over HTTP, as the web app does: JSON bodies,
 * the session cookie kept between requests. Used by the benchmarks and the scale test.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A random client address. The server trusts X-Forwarded-For from loopback (TRUST_PROXY), so each
 * simulated player is its own client and the per-address signup limit does not add up.
 */
export const randomIp = (): string => `10.${[...randomBytes(3)].map((b) => (b % 250) + 1).join('.')}`;

export const uniqueEmail = (prefix: string): string => `${prefix}-${randomBytes(5).toString('hex')}@example.com`;

export const PASSWORD = 'scale-pass-1';

export type ApiResponse<T> = { status: number; body: T };

export class ApiClient {
  cookie = '';
  readonly ip = randomIp();

  constructor(public baseUrl: string) {}

  /** The same player (same session) talking to another address, e.g. another server process. */
  via(baseUrl: string): ApiClient {
    const other = new ApiClient(baseUrl);
    other.cookie = this.cookie;
    return other;
  }

  async request<T = Record<string, unknown>>(method: string, url: string, body?: unknown): Promise<ApiResponse<T>> {
    const response = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: {
        'x-forwarded-for': this.ip,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]!);
    if (cookies.length > 0) this.cookie = cookies.join('; ');
    const text = await response.text();
    // Not every answer is the server's JSON: a proxy in front answers its own pages (502, 504).
    const json = (response.headers.get('content-type') ?? '').includes('json');
    return { status: response.status, body: (json && text ? JSON.parse(text) : null) as T };
  }

  /** Like request, but throws unless the answer has the expected status. */
  async expect<T = Record<string, unknown>>(status: number, method: string, url: string, body?: unknown): Promise<T> {
    const answer = await this.request<T>(method, url, body);
    if (answer.status !== status) throw new Error(`${method} ${url} answered ${answer.status} (expected ${status}): ${JSON.stringify(answer.body)}`);
    return answer.body;
  }
}

/** A new account, signed in. */
export async function signUp(baseUrl: string, email = uniqueEmail('player')): Promise<ApiClient & { email: string; userId: number }> {
  const client = new ApiClient(baseUrl);
  const { user } = await client.expect<{ user: { id: number } }>(201, 'POST', '/api/auth/signup', {
    firstName: 'Zahra',
    lastName: 'Hasan',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    country: 'KW',
    phone: '55512345',
  });
  return Object.assign(client, { email, userId: user.id });
}

/**
 * An operator: signs up an address listed in the server's ADMIN_EMAILS, confirms it with the
 * link from the mail the server wrote to DATA_DIR/outbox (no SMTP_URL), and signs in again.
 */
export async function signUpOperator(baseUrl: string, email: string, dataDir: string): Promise<ApiClient & { email: string; userId: number }> {
  const operator = await signUp(baseUrl, email);
  const token = await mailedToken(dataDir, email, 'confirm-email');
  await operator.expect(200, 'POST', '/api/auth/confirm-email', { token });
  // The role comes only with a password set through the link mailed to the listed address.
  const operatorToken = await mailedToken(dataDir, email, 'operator-password');
  await operator.expect(200, 'POST', '/api/auth/operator-password', { token: operatorToken, newPassword: PASSWORD, confirmPassword: PASSWORD });
  const { user } = await operator.expect<{ user: { role: string } }>(200, 'POST', '/api/auth/login', { email, password: PASSWORD });
  if (user.role !== 'admin') throw new Error(`${email} is not an admin: is it in ADMIN_EMAILS?`);
  return operator;
}

/** The token of the newest confirmation link mailed to an address (a file in DATA_DIR/outbox). */
export async function confirmationToken(dataDir: string, email: string): Promise<string> {
  return mailedToken(dataDir, email, 'confirm-email');
}

/** The token of the newest link of a kind mailed to an address (a file in DATA_DIR/outbox). */
async function mailedToken(dataDir: string, email: string, page: 'confirm-email' | 'operator-password'): Promise<string> {
  const link = new RegExp(`/${page}\\?token=([\\w-]+)`);
  const dir = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 80; attempt++) {
    const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(`-${email}.eml`)).sort() : [];
    for (const name of files.reverse()) {
      const text = readFileSync(path.join(dir, name), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const token = link.exec(text)?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No ${page} mail for ${email} in ${dir}`);
}
