import { Navigate, useLocation } from 'react-router';

/** An old path moved to a new one: the query string (a payment id, a message) goes along. */
export function LegacyRedirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}
