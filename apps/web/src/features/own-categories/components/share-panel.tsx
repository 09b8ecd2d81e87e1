import { Copy, Link2, Link2Off } from 'lucide-react';
import { useState } from 'react';
import type { OwnCategoryResponse } from '@app/shared/contracts/own-categories';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useRevokeOwnShare, useShareOwnCategory } from '../api/share-own-category';

/**
 * Sharing a category by a read-only link: make one, copy it, revoke it. Only the link's hash is
 * kept, so the link is shown once, when made; later the panel says since when it is shared.
 */
export function SharePanel({ categoryId, share }: { categoryId: number; share: OwnCategoryResponse['share'] }) {
  const { t, i18n } = useTranslation('mine');
  const create = useShareOwnCategory(categoryId);
  const revoke = useRevokeOwnShare(categoryId);
  const [url, setUrl] = useState<string | null>(null);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const refuse = (error: unknown) => toast.error(errorMessage(errorCodeOf(error)));

  const makeLink = () =>
    create.mutate(undefined, {
      onSuccess: (link) => setUrl(`${window.location.origin}${link.path}`),
      onError: refuse,
    });
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('share.copied'));
    } catch {
      toast.info(t('share.copyByHand'));
    }
  };
  const since = share ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(share.createdAt)) : null;

  return (
    <section aria-labelledby="own-share-heading" className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm" data-testid="own-share">
      <h2 id="own-share-heading" className="text-xl font-bold">
        {t('share.heading')}
      </h2>
      <p className="text-sm text-muted">{t('share.explain')}</p>
      {share && url ? (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor="own-share-link" className="sr-only">
            {t('share.link')}
          </label>
          <Input
            id="own-share-link"
            readOnly
            dir="ltr"
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 font-mono text-sm"
            data-testid="own-share-link"
          />
          <Button variant="outline" onClick={() => void copy(url)} data-testid="own-share-copy">
            <Copy aria-hidden />
            {t('share.copy')}
          </Button>
        </div>
      ) : share ? (
        <p className="text-sm font-semibold text-emerald-dark" data-testid="own-share-live">
          {t('share.live', { since })}
        </p>
      ) : (
        <p className="text-sm font-semibold" data-testid="own-share-none">
          {t('share.none')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={makeLink} disabled={create.isPending} data-testid="own-share-create">
          <Link2 aria-hidden />
          {share ? t('share.renew') : t('share.create')}
        </Button>
        {share ? (
          <Button variant="ghost" className="text-danger" onClick={() => setConfirmRevoke(true)} data-testid="own-share-revoke">
            <Link2Off aria-hidden />
            {t('share.revoke')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmRevoke}
        onOpenChange={(open) => !revoke.isPending && setConfirmRevoke(open)}
        title={t('share.revoke')}
        description={t('share.revokeConfirm')}
        cancelLabel={t('category.cancel')}
        actions={
          <Button
            variant="danger"
            disabled={revoke.isPending}
            data-testid="own-share-revoke-confirm"
            onClick={() =>
              revoke.mutate(undefined, {
                onSuccess: () => {
                  setUrl(null);
                  setConfirmRevoke(false);
                  toast.success(t('share.revoked'));
                },
                onError: refuse,
              })
            }
          >
            {t('share.revoke')}
          </Button>
        }
      />
    </section>
  );
}
