import { useTranslation } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { useSignupBonus } from '@/lib/site';

export function Component() {
  const { t } = useTranslation('landing');
  usePageMeta(t('about.metaTitle'), t('about.metaDescription'));
  const bonus = useSignupBonus();
  const points = bonus > 0 ? t('about.points', { count: bonus }) : t('about.pointsNoBonus');
  const paragraphs = [...(t('about.paragraphs', { returnObjects: true }) as string[]), points];
  return (
    <article className="mx-auto max-w-3xl px-4 py-14">
      <h1 className="mb-6 text-4xl font-extrabold text-emerald-dark">{t('about.title')}</h1>
      {paragraphs.map((text) => (
        <p key={text} className="mb-4 text-lg leading-relaxed">
          {text}
        </p>
      ))}
    </article>
  );
}
