import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 bg-ivory p-8 text-center">
      <p className="font-heading text-8xl font-extrabold text-emerald">404</p>
      <h1 className="text-3xl font-bold text-night">{t('notFound.title')}</h1>
      <Button asChild size="lg">
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </div>
  );
}

export { NotFound as Component };
