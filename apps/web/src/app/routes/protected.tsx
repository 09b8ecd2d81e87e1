import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useTranslation } from '@/lib/i18n';
import { sessionEndedByUser, useSession } from '@/lib/session';
import { toast } from '@/lib/toast';

/** Spec: verification that takes longer than this sends the visitor to the login page. */
const VERIFY_TIMEOUT_MS = 3000;

/**
 * Pages that need a session. While the session is checked: 'Verifying your session...'. Without
 * one (or after 3 s): /login, keeping where the user wanted to go, with 'Please login to continue'.
 */
export function ProtectedRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  const [timedOut, setTimedOut] = useState(false);
  const signedOutHere = user === null && sessionEndedByUser();
  const mustLogin = !signedOutHere && (user === null || (user === undefined && timedOut));

  useEffect(() => {
    if (user !== undefined) return;
    const timer = setTimeout(() => setTimedOut(true), VERIFY_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [user]);

  useEffect(() => {
    if (mustLogin) toast.info(t('protected.loginToContinue'), { id: 'login-to-continue' });
  }, [mustLogin, t]);

  if (signedOutHere) return <Navigate to="/" replace />;
  if (mustLogin) return <Navigate to="/login" replace state={{ from: location }} />;
  if (!user) {
    return (
      <div data-testid="verifying-session">
        <LoadingScreen label={t('protected.verifying')} />
      </div>
    );
  }
  return <Outlet />;
}

export { ProtectedRoute as Component };
