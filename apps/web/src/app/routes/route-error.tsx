import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { NotFound } from './not-found';

/** Router error boundary: unknown routes show the 404 page, anything else a way back. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <div role="alert" className="flex min-h-screen flex-col items-center justify-center gap-6 p-8 text-center">
      <h1 className="text-3xl font-bold text-danger">{t('routeError.title')}</h1>
      <p className="max-w-md text-muted">{t('routeError.body')}</p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        <Button asChild variant="outline">
          <Link to="/">{t('notFound.home')}</Link>
        </Button>
      </div>
    </div>
  );
}
