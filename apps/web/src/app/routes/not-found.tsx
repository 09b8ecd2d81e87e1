import { useTranslation } from '@/lib/i18n';
import { ButtonLink } from '@/components/ui/button-link';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 bg-ivory p-8 text-center">
      <p className="font-heading text-8xl font-extrabold text-emerald">404</p>
      <h1 className="text-3xl font-bold text-night">{t('notFound.title')}</h1>
      <ButtonLink to="/" size="lg">{t('notFound.home')}</ButtonLink>
    </div>
  );
}

export { NotFound as Component };
