import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from '@/lib/form';
import { useLocation, useNavigate } from 'react-router';
import { forgotPasswordRequestSchema, type ForgotPasswordRequest } from '@app/shared/contracts/auth';
import { Button } from '@/components/ui/button';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { toast } from '@/lib/toast';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard, BackToLoginLink } from '../components/auth-card';
import { EmailInput } from '../components/email-input';
import { fieldError } from '../utils/messages';

/** Spec: the login page follows 2 s after the success toast. */
const TO_LOGIN_MS = 2000;
const FORGOT_TOAST = 'forgot-password';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  usePageMeta(t('forgot.metaTitle'));
  const navigate = useNavigate();
  const { state } = useLocation();
  const [sent, setSent] = useState(false);
  const forgot = useForgotPassword();
  const form = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    mode: 'onTouched',
    // The address typed on the login form (its "Forgot password?" link carries it).
    defaultValues: { email: typeof (state as { email?: unknown } | null)?.email === 'string' ? (state as { email: string }).email : '' },
  });
  const emailError = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await forgot.mutateAsync(values);
      setSent(true);
      // The same toast as a refusal before it: an earlier error does not stay behind the news.
      toast.success(t('forgot.success'), { id: FORGOT_TOAST });
      setTimeout(() => void navigate('/login'), TO_LOGIN_MS);
    } catch (error) {
      toast.error(errorMessage(errorCodeOf(error), 'forgot'), { id: FORGOT_TOAST });
    }
  });

  return (
    <AuthCard
      backTo="/login"
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={<BackToLoginLink />}
    >
      {sent ? (
        <div role="status" data-testid="forgot-sent" className="flex items-start gap-3 rounded-xl bg-emerald/10 p-4 text-emerald-dark">
          <MailCheck aria-hidden className="mt-0.5 size-6 shrink-0" />
          <div>
            <p className="font-bold">{t('forgot.success')}</p>
            <p className="mt-1 text-sm">{t('forgot.sentBody')}</p>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4" data-testid="forgot-form">
          <FormField
            id="forgot-email"
            label={t('fields.email')}
            error={emailError === 'email_required' ? t('forgot.emailRequired') : fieldError(t, emailError)}
          >
            <EmailInput {...form.register('email')} {...fieldProps('forgot-email', { error: emailError })} />
          </FormField>
          <Button type="submit" size="lg" disabled={form.formState.isSubmitting} data-testid="forgot-submit" className="mt-2 w-full">
            {form.formState.isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

export { ForgotPasswordPage as Component };
