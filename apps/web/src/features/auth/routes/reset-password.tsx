import { zodResolver } from '@hookform/resolvers/zod';
import { LinkIcon, RotateCw } from 'lucide-react';
import { useForm } from '@/lib/form';
import { useNavigate, useSearchParams } from 'react-router';
import { resetPasswordRequestSchema, type ResetPasswordRequest } from '@app/shared/contracts/auth';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { toast } from '@/lib/toast';
import { useResetPassword, useResetTokenCheck } from '../api/reset-password';
import { AuthCard, AuthStatus, BackToLoginLink } from '../components/auth-card';
import { errorCode, fieldError, serverFieldErrors } from '../utils/messages';

/** Spec: a token or expiry error sends the user to /forgot-password after 2 s. */
const TO_FORGOT_MS = 2000;

function InvalidLink() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard backTo="/login" centered title={t('reset.invalidTitle')}>
      <div data-testid="reset-invalid" className="flex flex-col items-center gap-5 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-danger/10 text-danger">
          <LinkIcon aria-hidden className="size-7" />
        </span>
        <p className="text-lg">{t('reset.invalidBody')}</p>
        <ButtonLink to="/forgot-password" size="lg" className="w-full">{t('reset.requestNew')}</ButtonLink>
        <BackToLoginLink />
      </div>
    </AuthCard>
  );
}

function ResetForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordRequest>({
    resolver: zodResolver(resetPasswordRequestSchema),
    mode: 'onTouched',
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
      toast.success(t('reset.success'), { description: t('reset.successBody') });
      void navigate('/login', { replace: true });
    } catch (error) {
      const code = errorCode(error);
      if (code === 'invalid_reset_token') {
        toast.error(t('reset.tokenError'));
        setTimeout(() => void navigate('/forgot-password', { replace: true }), TO_FORGOT_MS);
        return;
      }
      for (const [field, fieldCode] of serverFieldErrors(error)) {
        if (field !== 'token') form.setError(field as keyof ResetPasswordRequest, { message: fieldCode });
      }
      toast.error(code === 'network_error' ? errorMessage(code) : t('reset.failed'));
    }
  });

  return (
    <AuthCard
      backTo="/login"
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      footer={<BackToLoginLink />}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4" data-testid="reset-form">
        <FormField id="reset-new-password" label={t('fields.newPassword')} error={fieldError(t, errors.newPassword?.message)}>
          <PasswordInput
            {...form.register('newPassword', {
              onChange: () => {
                if (form.formState.touchedFields.confirmPassword) void form.trigger('confirmPassword');
              },
            })}
            {...fieldProps('reset-new-password', { error: errors.newPassword?.message })}
            autoComplete="new-password"
          />
        </FormField>
        <FormField id="reset-confirm-password" label={t('fields.confirmNewPassword')} error={fieldError(t, errors.confirmPassword?.message)}>
          <PasswordInput
            {...form.register('confirmPassword')}
            {...fieldProps('reset-confirm-password', { error: errors.confirmPassword?.message })}
            autoComplete="new-password"
          />
        </FormField>
        <Button type="submit" size="lg" disabled={isSubmitting} data-testid="reset-submit" className="mt-2 w-full">
          {isSubmitting ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  usePageMeta(t('reset.metaTitle'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const check = useResetTokenCheck(token);

  if (!token) return <InvalidLink />;
  if (check.isPending) return <AuthStatus testId="reset-checking" label={t('reset.checking')} />;
  if (check.isError) {
    return (
      <AuthCard backTo="/login" title={t('reset.title')}>
        <div role="alert" className="flex flex-col items-center gap-4 text-center">
          <p>{errorMessage('network_error')}</p>
          <Button onClick={() => void check.refetch()}>
            <RotateCw aria-hidden />
            {t('tryAgain')}
          </Button>
        </div>
      </AuthCard>
    );
  }
  if (!check.data.valid) return <InvalidLink />;
  return <ResetForm token={token} />;
}

export { ResetPasswordPage as Component };
