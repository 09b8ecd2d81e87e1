import { Hammer } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';

/** Stands in for a screen that is not built yet, and says so plainly. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <div data-testid="coming-soon" className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <Hammer aria-hidden className="size-12 text-gold" />
      <h1 className="text-2xl font-bold">{t('comingSoon.title')}</h1>
      <p className="text-muted">{t('comingSoon.body')}</p>
      <Button asChild variant="outline">
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </div>
  );
}

export { ComingSoon as Component };
