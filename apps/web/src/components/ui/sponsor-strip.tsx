import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { useSiteInfo } from '@/lib/site';

/**
 * The active sponsors in the operator's order (logo, else the name; a link when given). Nothing
 * when there are none; a change in the console reaches open pages through the settings event.
 */
export function SponsorStrip({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  const { t } = useTranslation('common');
  const sponsors = useSiteInfo()?.sponsors ?? [];
  if (sponsors.length === 0) return null;
  return (
    <section aria-labelledby="sponsors-heading" className={cn('flex flex-col items-center gap-3', className)} data-testid="sponsors">
      <h2 id="sponsors-heading" className={cn('text-sm font-bold uppercase tracking-widest', tone === 'dark' ? 'text-ivory/70' : 'text-muted')}>
        {t('sponsors.title')}
      </h2>
      <ul className="flex flex-wrap items-center justify-center gap-4">
        {sponsors.map((sponsor) => {
          const content = sponsor.imageUrl ? (
            <img src={sponsor.imageUrl} alt={sponsor.name} className="h-12 max-w-40 object-contain" />
          ) : (
            <bdi className="font-semibold">{sponsor.name}</bdi>
          );
          const box = cn('flex h-16 items-center rounded-xl px-4', tone === 'dark' ? 'bg-ivory/95 text-night' : 'border border-emerald/15 bg-white');
          return (
            <li key={sponsor.id} data-testid={`sponsor-${sponsor.id}`}>
              {sponsor.linkUrl ? (
                <a href={sponsor.linkUrl} target="_blank" rel="noopener noreferrer sponsored" className={cn(box, 'hover:shadow-md')} aria-label={t('sponsors.visit', { name: sponsor.name })}>
                  {content}
                </a>
              ) : (
                <span className={box}>{content}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
