import { describe, expect, it } from 'vitest';
import { ApiError, apiFetch, setTransport } from './api-client';
import { errorMessage } from './error-message';
import { initI18n } from './i18n';

describe('apiFetch', () => {
  it('has the text of a refusal ready when it throws, though no screen loaded the errors catalogue', async () => {
    await initI18n('en');
    expect(errorMessage('email_taken')).toBe('apiErrors.email_taken');
    setTransport(async () => new Response(JSON.stringify({ error: { code: 'email_taken', message: 'taken' } }), { status: 409, headers: { 'content-type': 'application/json' } }));
    const refused = await apiFetch('/api/auth/signup', { method: 'POST', body: {} }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(errorMessage((refused as ApiError).code)).toBe('An account with this email already exists. Please try logging in instead.');
  });
});
