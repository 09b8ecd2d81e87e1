import { Component, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';

/** What a screen that failed to load or render shows: what happened and a way back. */
function RouteError() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex min-h-screen flex-col items-center justify-center gap-6 p-8 text-center">
      <h1 className="text-3xl font-bold text-danger">{t('routeError.title')}</h1>
      <p className="max-w-md text-muted">{t('routeError.body')}</p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        <ButtonLink to="/" variant="outline">{t('notFound.home')}</ButtonLink>
      </div>
    </div>
  );
}

/** Catches a screen's error (or a screen's code that could not be downloaded); a new page starts afresh (keyed by path). */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
