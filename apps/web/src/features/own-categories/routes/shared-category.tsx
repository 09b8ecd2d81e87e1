import { Copy, Link2Off, Pencil, Play } from 'lucide-react';
import { playPath } from '../components/play-it-link';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { toast } from '@/lib/toast';
import { useCopySharedCategory, useSharedCategory } from '../api/get-shared-category';
import { ReportSharedButton } from '../components/report-dialog';

/**
 * A category shared by link (/shared/:token), read only, for a signed-in user: its name,
 * description, language, how many questions and its author's first name; they can play it (it
 * is in "Shared with me" on /play) or copy it into their own. The server answers this page with
 * noindex; nothing of it is prerendered.
 */
export function SharedCategoryScreen() {
  const { token = '' } = useParams();
  const { t } = useTranslation('mine');
  usePageMeta(t('shared.title'));
  const navigate = useNavigate();
  const shared = useSharedCategory(token);
  const copy = useCopySharedCategory(token);

  if (shared.isPending) return <LoadingScreen label={t('shared.loading')} />;
  if (shared.isError) {
    const code = errorCodeOf(shared.error);
    const hidden = code === 'shared_category_hidden';
    const notFound = code === 'not_found' || hidden;
    return (
      <div role={notFound ? undefined : 'alert'} className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center" data-testid="shared-not-found">
        <Link2Off aria-hidden className="size-12 text-muted" />
        <p className="text-lg font-semibold">{hidden ? errorMessage(code) : notFound ? t('shared.notFound') : t('shared.loadError')}</p>
        <ButtonLink to="/play" variant="outline">
          {t('shared.toPlay')}
        </ButtonLink>
      </div>
    );
  }
  const { category, mine } = shared.data;
  const total = category.counts.easy + category.counts.normal + category.counts.hard;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 pb-16" data-testid="shared-category">
      <p className="text-sm font-semibold uppercase tracking-wide text-muted">{t('shared.kicker')}</p>
      <section aria-labelledby="shared-name" className="flex flex-col gap-3 rounded-2xl bg-white p-6 shadow-sm">
        <h1 id="shared-name" className="break-words text-3xl font-extrabold text-emerald-dark" dir="auto">
          {category.name}
        </h1>
        {category.description ? (
          <p className="break-words" dir="auto">
            {category.description}
          </p>
        ) : null}
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-muted">{t('shared.author')}</dt>
          <dd data-testid="shared-author">
            <bdi>{category.author}</bdi>
          </dd>
          <dt className="font-semibold text-muted">{t('shared.language')}</dt>
          <dd>{t(`languages.${category.language}`)}</dd>
          <dt className="font-semibold text-muted">{t('shared.questions')}</dt>
          <dd>
            <bdi>{t('shared.questionCount', { count: total })}</bdi> · <bdi>{t('counts', category.counts)}</bdi>
          </dd>
        </dl>
        {category.playable ? null : <p className="text-sm font-semibold text-night">{t('shared.notPlayable')}</p>}
      </section>

      {mine ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-muted">{t('shared.yours')}</p>
          <ButtonLink to={`/my-categories/${category.id}`} variant="outline">
            <Pencil aria-hidden />
            {t('open')}
          </ButtonLink>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted">{t('shared.explain')}</p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={playPath(category.id)} data-testid="shared-play">
              <Play aria-hidden />
              {t('shared.play')}
            </ButtonLink>
            <Button
              variant="outline"
              disabled={copy.isPending}
              data-testid="shared-copy"
              onClick={() =>
                copy.mutate(undefined, {
                  onSuccess: (copied) => {
                    toast.success(t('shared.copied'));
                    void navigate(`/my-categories/${copied.category.id}`);
                  },
                  onError: (error) => toast.error(errorMessage(errorCodeOf(error))),
                })
              }
            >
              <Copy aria-hidden />
              {t('shared.copy')}
            </Button>
          </div>
          <ReportSharedButton token={token} />
        </div>
      )}
    </div>
  );
}

export { SharedCategoryScreen as Component };
