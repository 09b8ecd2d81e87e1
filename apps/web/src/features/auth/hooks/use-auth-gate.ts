import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@/lib/session';

/** Spec: the login form shows after 2 s even if the check has not answered. */
const CHECK_TIMEOUT_MS = 2000;
const REDIRECT_DELAY_MS = 100;

export type AuthGate = 'checking' | 'redirecting' | 'ready';

/**
 * Login and signup are for visitors: while the session is checked they show 'Checking
 * authentication...', a signed-in user sees 'Redirecting to dashboard...' and goes to /play.
 * `done` turns the gate off once the form itself has signed the user in.
 */
export function useAuthGate(done: boolean): AuthGate {
  const { user } = useSession();
  const navigate = useNavigate();
  const [timedOut, setTimedOut] = useState(false);
  const redirect = Boolean(user) && !done;

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), CHECK_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!redirect) return;
    const timer = setTimeout(() => void navigate('/play', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirect, navigate]);

  if (done) return 'ready';
  if (redirect) return 'redirecting';
  if (user === undefined && !timedOut) return 'checking';
  return 'ready';
}
