import type { ApiErrorBody } from '@app/shared/errors';

/** An error answer of the API, with its stable code; the UI maps codes to messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const NETWORK_ERROR = 'network_error';

type RequestOptions = { method?: string; body?: unknown; signal?: AbortSignal };

export async function apiFetch<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
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
  if (!response.ok) {
    const error = (data as ApiErrorBody | undefined)?.error;
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
