import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Save, Trash2 } from 'lucide-react';
import { SPONSOR_NAME_MAX, sponsorRequestSchema, type AdminSponsor } from '@app/shared/contracts/sponsors';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorIn, saveOutcome, useForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useDeleteSponsor } from '../api/site/delete-sponsor';
import { useSaveSponsor } from '../api/site/save-sponsor';
import { useSponsors } from '../api/site/get-sponsors';
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
  const form = useForm({ resolver: zodResolver(sponsorRequestSchema), defaultValues: fieldsOf(sponsor) });
  const save = useSaveSponsor();
  const remove = useDeleteSponsor();
  const prefix = `sponsor-${sponsor?.id ?? 'new'}`;
  const errorText = errorIn(form.formState.errors, (code) => t(`errors.${code}`));

  const onSubmit = form.handleSubmit((input) => {
    const then = sponsor ? undefined : () => form.reset();
    save.mutate({ id: sponsor?.id ?? null, input }, saveOutcome(form.setError, { saved: t(sponsor ? 'sponsors.saved' : 'sponsors.added'), failed: t('site.failed'), then }));
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      data-testid={prefix}
      className="grid gap-3 rounded-lg border border-emerald/15 p-3 md:grid-cols-[auto_1fr]"
    >
      <ImageUpload
        kind="sponsor"
        label={t('sponsors.fields.logo')}
        value={form.watch('imageUrl') || null}
        onUploaded={(url) => form.setValue('imageUrl', url)}
        testId={`${prefix}-logo`}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={`${prefix}-name`} label={t('sponsors.fields.name')} error={errorText('name')}>
          <Input {...fieldProps(`${prefix}-name`, { error: errorText('name') })} dir="auto" maxLength={SPONSOR_NAME_MAX} {...form.register('name')} />
        </FormField>
        <FormField id={`${prefix}-link`} label={t('sponsors.fields.link')} error={errorText('linkUrl')}>
          <Input {...fieldProps(`${prefix}-link`, { error: errorText('linkUrl') })} dir="ltr" {...form.register('linkUrl')} />
        </FormField>
        <FormField id={`${prefix}-order`} label={t('sponsors.fields.order')} error={errorText('sortOrder')}>
          <Input {...fieldProps(`${prefix}-order`, { error: errorText('sortOrder') })} dir="ltr" inputMode="numeric" {...form.register('sortOrder')} />
        </FormField>
        <label className="flex items-center gap-2 self-end pb-2 text-sm font-semibold">
          <input type="checkbox" className="size-4 accent-emerald" {...form.register('active')} data-testid={`${prefix}-active`} />
          {t('sponsors.fields.active')}
        </label>
        {errorText('imageUrl') ? (
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
              onClick={() => remove.mutate(sponsor.id, { onSuccess: () => toast.success(t('sponsors.deleted')), onError: () => toast.error(t('site.failed')) })}
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
