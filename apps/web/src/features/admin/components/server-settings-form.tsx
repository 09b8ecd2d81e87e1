import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { HIJRI_OFFSET_MAX, HIJRI_OFFSET_MIN } from '@app/shared/occasions/hijri-date';
import { MAINTENANCE_MESSAGE_MAX, serverSettingsRequestSchema, type ServerSettings } from '@app/shared/contracts/server-settings';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { errorIn, saveOutcome, useForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { todayBothCalendars } from '@/lib/hijri-today';
import { useSaveServerSettings } from '../api/site/save-settings';
import { useServerSettings } from '../api/site/get-settings';
import { ConsoleSection, LoadFailed } from './console-section';

function SettingsForm({ settings }: { settings: ServerSettings }) {
  const { t } = useTranslation('admin');
  const save = useSaveServerSettings();
  const form = useForm({
    resolver: zodResolver(serverSettingsRequestSchema),
    defaultValues: {
      signupBonus: String(settings.signupBonus),
      maintenanceEn: settings.maintenance?.en ?? '',
      maintenanceAr: settings.maintenance?.ar ?? '',
      hijriOffset: String(settings.hijriOffset),
    },
  });
  const language = useLanguage();
  const offset = Number(form.watch('hijriOffset'));
  const offsets = Array.from({ length: HIJRI_OFFSET_MAX - HIJRI_OFFSET_MIN + 1 }, (_, i) => HIJRI_OFFSET_MIN + i);
  const errorText = errorIn(form.formState.errors, (code) => t(`errors.${code}`));

  const onSubmit = form.handleSubmit((input) => {
    save.mutate(input, saveOutcome(form.setError, { saved: t('settings.saved'), failed: t('site.failed') }));
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3" data-testid="server-settings-form">
      <div className="max-w-xs">
        <FormField id="settings-signupBonus" label={t('settings.signupBonus')} error={errorText('signupBonus')}>
          <Input {...fieldProps('settings-signupBonus', { error: errorText('signupBonus') })} inputMode="numeric" dir="ltr" {...form.register('signupBonus')} />
        </FormField>
        <p className="mt-1 text-xs text-muted">{t('settings.signupBonusHint')}</p>
      </div>
      <div className="max-w-md">
        <FormField id="settings-hijriOffset" label={t('settings.hijriOffset')} error={errorText('hijriOffset')}>
          <Select
            {...fieldProps('settings-hijriOffset', { error: errorText('hijriOffset') })}
            className="w-auto"
            dir="ltr"
            options={offsets.map((value) => [String(value), value === 0 ? t('settings.hijriOffsetNone') : value > 0 ? `+${value}` : String(value)] as const)}
            {...form.register('hijriOffset')}
          />
        </FormField>
        <p className="mt-1 text-xs text-muted">{t('settings.hijriOffsetHint')}</p>
        <p className="mt-1 text-sm" data-testid="settings-hijri-today">
          {t('settings.hijriOffsetToday', { date: todayBothCalendars(Number.isInteger(offset) ? offset : 0, language) })}
        </p>
      </div>
      <p className="font-semibold">{t('settings.maintenance')}</p>
      <p className="-mt-2 text-xs text-muted">{t('settings.maintenanceHint')}</p>
      <div className="grid gap-3 md:grid-cols-2">
        <FormField id="settings-maintenanceEn" label={t('settings.maintenanceEn')} error={errorText('maintenanceEn')}>
          <Textarea
            {...fieldProps('settings-maintenanceEn', { error: errorText('maintenanceEn') })}
            rows={2}
            dir="ltr"
            lang="en"
            maxLength={MAINTENANCE_MESSAGE_MAX}
            {...form.register('maintenanceEn')}
          />
        </FormField>
        <FormField id="settings-maintenanceAr" label={t('settings.maintenanceAr')} error={errorText('maintenanceAr')}>
          <Textarea
            {...fieldProps('settings-maintenanceAr', { error: errorText('maintenanceAr') })}
            rows={2}
            dir="rtl"
            lang="ar"
            maxLength={MAINTENANCE_MESSAGE_MAX}
            {...form.register('maintenanceAr')}
          />
        </FormField>
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
