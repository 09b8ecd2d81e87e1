import { Plus, Save, Trash2 } from 'lucide-react';
import type { FormEvent } from 'react';
import { SPONSOR_NAME_MAX, sponsorRequestSchema, type AdminSponsor } from '@app/shared/contracts/sponsors';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useFormFields } from '@/lib/use-form-fields';
import { useDeleteSponsor, useSaveSponsor, useSponsors } from '../api/sponsors-api';
import { LoadFailed } from './console-section';
import { ImageUpload } from './image-upload';

const fieldsOf = (sponsor: AdminSponsor | null) => ({
  name: sponsor?.name ?? '',
  imageUrl: sponsor?.imageUrl ?? '',
  linkUrl: sponsor?.linkUrl ?? '',
  sortOrder: String(sponsor?.sortOrder ?? 0),
  active: sponsor?.active ?? true,
});

/** One sponsor as a small form; `sponsor` null is the form that adds one. */
function SponsorForm({ sponsor }: { sponsor: AdminSponsor | null }) {
  const { t } = useTranslation('admin');
  const { fields, errors, set, validate, setErrors, reset } = useFormFields(sponsorRequestSchema, fieldsOf(sponsor));
  const save = useSaveSponsor();
  const remove = useDeleteSponsor();
  const prefix = `sponsor-${sponsor?.id ?? 'new'}`;
  const errorText = (name: keyof typeof errors) => (errors[name] ? t(`errors.${errors[name]}`) : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate();
    if (!input) return;
    save.mutate(
      { id: sponsor?.id ?? null, input },
      {
        onSuccess: () => {
          toast.success(t(sponsor ? 'sponsors.saved' : 'sponsors.added'));
          if (!sponsor) reset();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) setErrors(error.fields);
          toast.error(t('site.failed'));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} data-testid={prefix} className="grid gap-3 rounded-lg border border-emerald/15 p-3 md:grid-cols-[auto_1fr]">
      <ImageUpload kind="sponsor" label={t('sponsors.fields.logo')} value={fields.imageUrl || null} onUploaded={(url) => set('imageUrl', url)} testId={`${prefix}-logo`} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField id={`${prefix}-name`} label={t('sponsors.fields.name')} small dir="auto" maxLength={SPONSOR_NAME_MAX} value={fields.name} error={errorText('name')} onChange={(e) => set('name', e.target.value)} />
        <TextField id={`${prefix}-link`} label={t('sponsors.fields.link')} small dir="ltr" value={fields.linkUrl} error={errorText('linkUrl')} onChange={(e) => set('linkUrl', e.target.value)} />
        <TextField id={`${prefix}-order`} label={t('sponsors.fields.order')} small dir="ltr" inputMode="numeric" value={fields.sortOrder} error={errorText('sortOrder')} onChange={(e) => set('sortOrder', e.target.value)} />
        <label className="flex items-center gap-2 self-end pb-2 text-sm font-semibold">
          <input type="checkbox" className="size-4 accent-emerald" checked={fields.active} onChange={(e) => set('active', e.target.checked)} data-testid={`${prefix}-active`} />
          {t('sponsors.fields.active')}
        </label>
        {errors.imageUrl ? (
          <p role="alert" className="text-sm font-semibold text-danger sm:col-span-2">
            {errorText('imageUrl')}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <Button type="submit" size="sm" disabled={save.isPending} data-testid={`${prefix}-save`}>
            {sponsor ? <Save aria-hidden /> : <Plus aria-hidden />}
            {t(sponsor ? 'sponsors.save' : 'sponsors.add')}
          </Button>
          {sponsor ? (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={remove.isPending}
              data-testid={`${prefix}-delete`}
              onClick={() =>
                remove.mutate(sponsor.id, { onSuccess: () => toast.success(t('sponsors.deleted')), onError: () => toast.error(t('site.failed')) })
              }
            >
              <Trash2 aria-hidden />
              {t('sponsors.delete')}
            </Button>
          ) : null}
        </div>
      </div>
    </form>
  );
}

/** The sponsors shown on the landing page and the winner screen: add, order, hide, remove. */
export function SponsorsEditor() {
  const { t } = useTranslation('admin');
  const sponsors = useSponsors();
  return (
    <div className="flex flex-col gap-3" data-testid="sponsors-editor">
      <h3 className="font-bold">{t('sponsors.title')}</h3>
      <p className="text-sm text-muted">{t('sponsors.intro')}</p>
      {sponsors.isPending ? (
        <Skeleton className="h-24" />
      ) : sponsors.isError ? (
        <LoadFailed onRetry={() => void sponsors.refetch()} />
      ) : (
        <>
          {sponsors.data.sponsors.map((sponsor) => (
            <SponsorForm key={`${sponsor.id}-${sponsor.sortOrder}-${String(sponsor.active)}`} sponsor={sponsor} />
          ))}
          <SponsorForm sponsor={null} />
        </>
      )}
    </div>
  );
}
