import { Save } from 'lucide-react';
import type { FormEvent } from 'react';
import { MAINTENANCE_MESSAGE_MAX, serverSettingsRequestSchema, type ServerSettings } from '@app/shared/contracts/server-settings';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useFormFields } from '@/lib/use-form-fields';
import { useSaveServerSettings, useServerSettings } from '../api/settings-api';
import { ConsoleSection, LoadFailed } from './console-section';

function SettingsForm({ settings }: { settings: ServerSettings }) {
  const { t } = useTranslation('admin');
  const save = useSaveServerSettings();
  const { fields, errors, set, validate, setErrors } = useFormFields(serverSettingsRequestSchema, {
    signupBonus: String(settings.signupBonus),
    maintenanceEn: settings.maintenance?.en ?? '',
    maintenanceAr: settings.maintenance?.ar ?? '',
  });
  const errorText = (name: keyof typeof errors) => (errors[name] ? t(`errors.${errors[name]}`) : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate();
    if (!input) return;
    save.mutate(input, {
      onSuccess: () => toast.success(t('settings.saved')),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) setErrors(error.fields);
        toast.error(t('site.failed'));
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" data-testid="server-settings-form">
      <div className="max-w-xs">
        <TextField
          id="settings-signupBonus"
          label={t('settings.signupBonus')}
          inputMode="numeric"
          dir="ltr"
          value={fields.signupBonus}
          error={errorText('signupBonus')}
          onChange={(e) => set('signupBonus', e.target.value)}
        />
        <p className="mt-1 text-xs text-muted">{t('settings.signupBonusHint')}</p>
      </div>
      <p className="font-semibold">{t('settings.maintenance')}</p>
      <p className="-mt-2 text-xs text-muted">{t('settings.maintenanceHint')}</p>
      <div className="grid gap-3 md:grid-cols-2">
        <TextField id="settings-maintenanceEn" label={t('settings.maintenanceEn')} small rows={2} dir="ltr" lang="en" maxLength={MAINTENANCE_MESSAGE_MAX} value={fields.maintenanceEn} error={errorText('maintenanceEn')} onChange={(e) => set('maintenanceEn', e.target.value)} />
        <TextField id="settings-maintenanceAr" label={t('settings.maintenanceAr')} small rows={2} dir="rtl" lang="ar" maxLength={MAINTENANCE_MESSAGE_MAX} value={fields.maintenanceAr} error={errorText('maintenanceAr')} onChange={(e) => set('maintenanceAr', e.target.value)} />
      </div>
      <Button type="submit" className="self-start" disabled={save.isPending} data-testid="settings-save">
        <Save aria-hidden />
        {t('settings.save')}
      </Button>
    </form>
  );
}

/** The server settings: the sign-up bonus and the maintenance message every player sees. */
export function ServerSettingsSection() {
  const { t } = useTranslation('admin');
  const settings = useServerSettings();
  return (
    <ConsoleSection id="server-settings" title={t('settings.title')} intro={t('settings.intro')}>
      {settings.isPending ? (
        <Skeleton className="h-32" />
      ) : settings.isError ? (
        <LoadFailed onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </ConsoleSection>
  );
}
