import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LoginRequest } from '@app/shared/contracts/auth';
import { FormAlert, FormField, fieldProps } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { lazyZodResolver, useForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { toast } from '@/lib/toast';
import { useLogin } from '../api/login';
import { BuiltFormSubmit } from '../components/submit-button';
import { AuthCard, AuthGateStatus, AuthLink } from '../components/auth-card';
import { EmailInput } from '../components/email-input';
import { useAuthGate } from '../hooks/use-auth-gate';
import { destinationAfterSignIn, signedIn } from '../utils/after-sign-in';
import { fieldError, serverFieldErrors } from '../utils/messages';
import { forgetLogin, readRememberedEmail, rememberLogin } from '../utils/remembered-login';
import { typedBeforeHydration } from '@/render/hydration';

/** Spec: go on 500 ms after 'Login successful!'. */
const AFTER_LOGIN_MS = 500;

/** The shared request schema, downloaded when the form is first focused or checked (not with the page). */
const loginSchema = lazyZodResolver<LoginRequest>(() => import('@app/shared/contracts/auth').then((contracts) => contracts.loginRequestSchema));

export function LoginPage() {
  const { t, i18n } = useTranslation('auth');
  usePageMeta(t('login.metaTitle'));
  const navigate = useNavigate();
  const location = useLocation();
  const [done, setDone] = useState(false);
  // Why the last try was refused, shown in the form (DECISIONS: docs/decisions/007).
  const [refusal, setRefusal] = useState<string | null>(null);
  const gate = useAuthGate(done);
  const [remembered] = useState(readRememberedEmail);
  const login = useLogin();
  const form = useForm<LoginRequest>({
    resolver: loginSchema.resolver,
    mode: 'onTouched',
    // A built page's form can be typed into before the app has taken it over: that text is kept.
    defaultValues: {
      email: typedBeforeHydration('login-email') ?? remembered ?? '',
      password: typedBeforeHydration('login-password') ?? '',
      remember: remembered !== null,
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const remember = values.remember === true;
    try {
      const { user } = await login.mutateAsync(values);
      if (!user) throw new Error('no user');
      if (remember) rememberLogin(values.email.trim().toLowerCase());
      else forgetLogin();
      setDone(true);
      await signedIn(user);
      toast.success(i18n.t('auth:login.success'));
      setTimeout(() => void navigate(destinationAfterSignIn(location.state), { replace: true }), AFTER_LOGIN_MS);
    } catch (error) {
      if (remember) {
        forgetLogin();
        form.setValue('remember', false);
      }
      for (const [field, code] of serverFieldErrors(error)) {
        form.setError(field as keyof LoginRequest, { message: code });
      }
      setRefusal(errorMessage(errorCodeOf(error), 'login'));
    }
  });

  if (gate !== 'ready') return <AuthGateStatus gate={gate} />;

  const busy = form.formState.isSubmitting || done;
  return (
    <AuthCard
      backTo="/"
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <p>
          {t('login.noAccount')}{' '}
          <AuthLink to="/signup" state={location.state}>
            {t('login.signup')}
          </AuthLink>
        </p>
      }
    >
      <form noValidate onFocus={loginSchema.preload} onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4" data-testid="login-form">
        <FormAlert message={refusal} testId="login-error" />
        <FormField id="login-email" label={t('fields.email')} error={fieldError(t, errors.email?.message)}>
          <EmailInput {...form.register('email')} {...fieldProps('login-email', { error: errors.email?.message })} />
        </FormField>
        <FormField id="login-password" label={t('fields.password')} error={fieldError(t, errors.password?.message)}>
          <PasswordInput
            {...form.register('password')}
            {...fieldProps('login-password', { error: errors.password?.message })}
            autoComplete="current-password"
          />
        </FormField>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-semibold">
            <input
              type="checkbox"
              {...form.register('remember')}
              data-testid="login-remember"
              className="size-4 cursor-pointer accent-emerald"
            />
            {t('login.remember')}
          </label>
          {/* The address typed here goes along, so it need not be typed again. */}
          <AuthLink to="/forgot-password" state={{ email: form.watch('email') }} className="text-sm">
            {t('login.forgot')}
          </AuthLink>
        </div>
        <BuiltFormSubmit busy={busy} label={t('login.submit')} busyLabel={t('login.submitting')} testId="login-submit" />
      </form>
    </AuthCard>
  );
}

export { LoginPage as Component };
