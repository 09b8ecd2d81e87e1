import { useTranslation } from '@/lib/i18n';
import { CollapsibleSection } from '@/components/ui/collapsible-section';
import { usePageMeta } from '@/lib/page-meta';

const SECTIONS = ['terms', 'privacy', 'refund'] as const;

export function Component() {
  const { t } = useTranslation('legal');
  usePageMeta(t('title'));
  return (
    <article className="mx-auto max-w-3xl px-4 py-14">
      <h1 className="mb-2 text-4xl font-extrabold text-emerald-dark">{t('title')}</h1>
      <p className="mb-8 text-muted">{t('intro')}</p>
      <div className="flex flex-col gap-4">
        {SECTIONS.map((section) => {
          const points = t(`${section}.points`, { returnObjects: true }) as string[];
          return (
            <CollapsibleSection key={section} id={section} title={t(`${section}.title`)}>
              <ol className="list-decimal space-y-2 ps-6">
                {points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ol>
            </CollapsibleSection>
          );
        })}
      </div>
    </article>
  );
}
