import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from '@/lib/form';
import { changePasswordRequestSchema, type ChangePasswordRequest } from '@app/shared/contracts/auth';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError } from '@/lib/api-client';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';

const EMPTY: ChangePasswordRequest = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordDialog() {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  const change = useChangePassword();
  const form = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequestSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const message = (code: string | undefined) => (code ? t(`errors.${code}`, { defaultValue: t('errors.invalid_value') }) : undefined);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset(EMPTY);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      toast.success(t('password.success'), { description: t('password.successBody') });
      onOpenChange(false);
    } catch (error) {
      const code = errorCodeOf(error);
      if (error instanceof ApiError) {
        for (const [field, fieldCode] of Object.entries(error.fields)) {
          if (field in EMPTY) form.setError(field as keyof ChangePasswordRequest, { message: fieldCode }, { shouldFocus: true });
        }
      }
      if (code === 'wrong_current_password') return;
      toast.error(code === 'internal' ? t('password.failed') : errorMessage(code));
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" data-testid="change-password-open">
          <KeyRound aria-hidden />
          {t('password.open')}
        </Button>
      </DialogTrigger>
      <DialogContent data-testid="change-password-dialog">
        <DialogTitle>{t('password.title')}</DialogTitle>
        <DialogDescription>{t('password.description')}</DialogDescription>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 flex flex-col gap-4">
          <FormField id="current-password" label={t('password.current')} error={message(errors.currentPassword?.message)}>
            <PasswordInput
              {...form.register('currentPassword')}
              {...fieldProps('current-password', { error: errors.currentPassword?.message })}
              autoComplete="current-password"
            />
          </FormField>
          <FormField id="new-password" label={t('password.new')} error={message(errors.newPassword?.message)}>
            <PasswordInput
              {...form.register('newPassword')}
              {...fieldProps('new-password', { error: errors.newPassword?.message })}
              autoComplete="new-password"
            />
          </FormField>
          <FormField id="confirm-new-password" label={t('password.confirm')} error={message(errors.confirmPassword?.message)}>
            <PasswordInput
              {...form.register('confirmPassword')}
              {...fieldProps('confirm-new-password', { error: errors.confirmPassword?.message })}
              autoComplete="new-password"
            />
          </FormField>
          <Button type="submit" disabled={isSubmitting} data-testid="change-password-submit" className="mt-2">
            {isSubmitting ? t('password.submitting') : t('password.submit')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
