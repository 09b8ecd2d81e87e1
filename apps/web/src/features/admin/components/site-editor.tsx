import { zodResolver } from '@hookform/resolvers/zod';
import { contactRequestSchema, SITE_IMAGE_PURPOSES, type ContactRequest } from '@app/shared/contracts/site-admin';
import { Button } from '@/components/ui/button';
import { DEFAULT_LOGO } from '@/components/ui/site-logo';
import { Skeleton } from '@/components/ui/skeleton';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorIn, saveOutcome, useForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n';
import { useSiteInfo } from '@/lib/site';
import { toast } from '@/lib/toast';
import { useSaveSiteContact } from '../api/site/save-site-contact';
import { useSaveSiteImage } from '../api/site/save-site-image';
import { ConsoleSection } from './console-section';
import { ImageUpload } from './image-upload';
import { SponsorsEditor } from './sponsors-editor';

/** Logos (the site's and each game screen's) and the contact links; open pages update at once. */
export function SiteEditor() {
  const { t } = useTranslation('admin');
  const site = useSiteInfo();
  const save = useSaveSiteImage();
  const setImage = (purpose: (typeof SITE_IMAGE_PURPOSES)[number], imageUrl: string | null) =>
    save.mutate({ purpose, imageUrl }, { onSuccess: () => toast.success(t('site.saved')), onError: () => toast.error(t('site.failed')) });

  return (
    <ConsoleSection id="site" title={t('site.title')} intro={t('site.intro')}>
      {!site ? (
        <Skeleton className="h-40" />
      ) : (
        <div className="flex flex-col gap-6">
          <div className="grid gap-4 sm:grid-cols-2">
            {SITE_IMAGE_PURPOSES.map((purpose) => (
              <div key={purpose} className="flex flex-col gap-2 rounded-lg border border-emerald/15 p-3">
                <ImageUpload
                  kind="site"
                  label={t(`site.purposes.${purpose}`)}
                  value={site.images[purpose] ?? null}
                  fallback={DEFAULT_LOGO}
                  onUploaded={(url) => setImage(purpose, url)}
                  testId={`site-image-${purpose}`}
                />
                {site.images[purpose] ? (
                  <Button size="sm" variant="ghost" className="self-start" onClick={() => setImage(purpose, null)} data-testid={`site-image-${purpose}-reset`}>
                    {t('site.useDefault')}
                  </Button>
                ) : (
                  <p className="text-xs text-muted">{t('site.showingDefault')}</p>
                )}
              </div>
            ))}
          </div>
          <ContactForm contact={site.contact} />
          <SponsorsEditor />
        </div>
      )}
    </ConsoleSection>
  );
}

const CONTACT_FIELDS = ['email', 'instagram', 'x', 'whatsapp'] as const;

function ContactForm({ contact }: { contact: ContactRequest }) {
  const { t } = useTranslation('admin');
  const save = useSaveSiteContact();
  const form = useForm({ resolver: zodResolver(contactRequestSchema), defaultValues: contact });
  const errorText = errorIn(form.formState.errors, (code) => t(`errors.${code}`));

  const onSubmit = form.handleSubmit((input) => {
    save.mutate(input, saveOutcome(form.setError, { saved: t('site.saved'), failed: t('site.failed') }));
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3" data-testid="contact-form">
      <h3 className="font-bold">{t('site.contact')}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {CONTACT_FIELDS.map((key) => (
          <FormField key={key} id={`contact-${key}`} label={t(`site.contactFields.${key}`)} error={errorText(key)}>
            <Input {...fieldProps(`contact-${key}`, { error: errorText(key) })} dir="ltr" {...form.register(key)} />
          </FormField>
        ))}
      </div>
      <Button type="submit" className="self-start" disabled={save.isPending} data-testid="contact-save">
        {t('site.saveContact')}
      </Button>
    </form>
  );
}
