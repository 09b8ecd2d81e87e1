/** PostgreSQL's unique_violation (23505), also when a driver wraps it in `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/** admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/** The database could not be reached or dropped the connection (not a fault of the statement). */
export function isConnectionError(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')))
      return true;
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
  }
  return false;
}

/** The innermost cause's message: "connect ECONNREFUSED 127.0.0.1:5432" rather than the failed query. */
export function rootCauseMessage(error: unknown): string {
  let current = error;
  while ((current as { cause?: unknown } | undefined)?.cause) current = (current as { cause: unknown }).cause;
  if (current instanceof AggregateError && current.errors[0]) return rootCauseMessage(current.errors[0]);
  return current instanceof Error ? current.message || String((current as NodeJS.ErrnoException).code ?? current.name) : String(current);
}
