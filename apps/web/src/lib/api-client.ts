import type { ApiErrorBody, ApiErrorCode } from '@app/shared/errors';
import { serviceStatus } from './service-status';

/** The client's own code for a request that never got an answer (offline, connection dropped). */
export const NETWORK_ERROR = 'network_error';
/** The catalogue with a text per API error code (the common one keeps those a page without a connection needs). */
export const ERRORS_CATALOGUE = 'errors';
/** What a request can fail with, as the client sees it. */
export type ClientErrorCode = ApiErrorCode | typeof NETWORK_ERROR;

/** An error answer of the API, with its stable code; errorMessage(code) says it in the user's language. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ClientErrorCode,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** The server cannot reach its database for now (it reconnects by itself). */
export const SERVICE_UNAVAILABLE = 'service_unavailable';

type RequestOptions = { method?: string; body?: unknown; signal?: AbortSignal };

type Transport = (path: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);

/** How requests reach the API: the browser's fetch, or on the server the app answering a page's render itself. */
export function setTransport(next: Transport): void {
  transport = next;
}

export async function apiFetch<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await transport(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR, 'Network connection error: Please check your internet connection and try again');
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  const error = response.ok ? undefined : (data as ApiErrorBody | undefined)?.error;
  if (error?.code === SERVICE_UNAVAILABLE) serviceStatus.reportBusy();
  else serviceStatus.reportAvailable();
  if (!response.ok) {
    // The errors' texts are a catalogue of their own, loaded by the first refusal (the landing page never needs them).
    await import('./i18n').then(({ i18n }) => i18n.loadNamespaces(ERRORS_CATALOGUE));
    throw new ApiError(
      response.status,
      error?.code ?? (response.status >= 500 ? 'internal' : 'bad_request'),
      error?.message ?? `Request failed (${response.status})`,
      error?.fields ?? {},
      error?.details,
    );
  }
  return data as T;
}
