import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from '@/lib/form';
import { useNavigate, useSearchParams } from 'react-router';
import { operatorPasswordRequestSchema, type OperatorPasswordRequest } from '@app/shared/contracts/auth';
import { Button } from '@/components/ui/button';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { sessionStore } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useSetOperatorPassword } from '../api/operator-password';
import { AuthCard, BackToLoginLink } from '../components/auth-card';
import { errorCode, fieldError, serverFieldErrors } from '../utils/messages';

/**
 * /operator-password?token=...: the link mailed to an ADMIN_EMAILS address. Setting the password
 * makes the account an operator and signs every device out of it; then the owner signs in.
 */
export function OperatorPasswordPage() {
  const { t } = useTranslation('auth');
  usePageMeta(t('operator.metaTitle'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const save = useSetOperatorPassword();
  const form = useForm<OperatorPasswordRequest>({
    resolver: zodResolver(operatorPasswordRequestSchema),
    mode: 'onTouched',
    defaultValues: { token: params.get('token') ?? '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(t('operator.success'), { description: t('operator.successBody') });
      void sessionStore.load(true);
      void navigate('/login', { replace: true });
    } catch (error) {
      const code = errorCode(error);
      for (const [field, fieldCode] of serverFieldErrors(error)) {
        if (field !== 'token') form.setError(field as keyof OperatorPasswordRequest, { message: fieldCode });
      }
      toast.error(code === 'invalid_operator_token' || code === 'network_error' ? errorMessage(code) : t('operator.failed'));
    }
  });

  return (
    <AuthCard backTo="/login" title={t('operator.title')} subtitle={t('operator.subtitle')} footer={<BackToLoginLink />}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4" data-testid="operator-password-form">
        {errors.token ? (
          <p role="alert" className="text-danger">
            {errorMessage('invalid_operator_token')}
          </p>
        ) : null}
        <FormField id="operator-new-password" label={t('fields.newPassword')} error={fieldError(t, errors.newPassword?.message)}>
          <PasswordInput
            {...form.register('newPassword', {
              onChange: () => {
                if (form.formState.touchedFields.confirmPassword) void form.trigger('confirmPassword');
              },
            })}
            {...fieldProps('operator-new-password', { error: errors.newPassword?.message })}
            autoComplete="new-password"
          />
        </FormField>
        <FormField id="operator-confirm-password" label={t('fields.confirmNewPassword')} error={fieldError(t, errors.confirmPassword?.message)}>
          <PasswordInput
            {...form.register('confirmPassword')}
            {...fieldProps('operator-confirm-password', { error: errors.confirmPassword?.message })}
            autoComplete="new-password"
          />
        </FormField>
        <Button type="submit" size="lg" disabled={isSubmitting} data-testid="operator-password-submit" className="mt-2 w-full">
          {isSubmitting ? t('operator.submitting') : t('operator.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

export { OperatorPasswordPage as Component };
