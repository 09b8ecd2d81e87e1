import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { SignupRequest } from '@app/shared/contracts/auth';
import { guessCountry } from '@app/shared/country-guess';
import { findCountry, MAX_PHONE_DIGITS, sanitizePhoneInput } from '@app/shared/countries';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { typedBeforeHydration, useHydrated } from '@/render/hydration';
import { lazyZodResolver, useForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { usePageMeta } from '@/lib/page-meta';
import { useSignupBonus } from '@/lib/site';
import { toast } from '@/lib/toast';
import { useSignup } from '../api/signup';
import { BuiltFormSubmit } from '../components/submit-button';
import { AuthCard, AuthGateStatus, AuthLink } from '../components/auth-card';
import { CountryPicker } from '../components/country-picker';
import { EmailInput } from '../components/email-input';
import { useAuthGate } from '../hooks/use-auth-gate';
import { destinationAfterSignIn, signedIn } from '../utils/after-sign-in';
import { fieldError, serverFieldErrors } from '../utils/messages';

/** Spec: go on 1 s after 'Registration successful!'. */
const AFTER_SIGNUP_MS = 1000;

/** The shared request schema, downloaded when the form is first focused or checked (not with the page). */
const signupSchema = lazyZodResolver<SignupRequest>(() => import('@app/shared/contracts/auth').then((contracts) => contracts.signupRequestSchema));

/** DECISIONS.md 11: the browser's time zone, then its languages, else the United States. */
function browserCountry(): string {
  let timeZone: string | undefined;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    timeZone = undefined;
  }
  return guessCountry({ timeZone, languages: globalThis.navigator?.languages ?? [] });
}

export function SignupPage() {
  const { t } = useTranslation('auth');
  const bonus = useSignupBonus();
  usePageMeta(t('signup.metaTitle'));
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const [done, setDone] = useState(false);
  const gate = useAuthGate(done);
  const signup = useSignup();
  const hydrated = useHydrated();
  const form = useForm<SignupRequest>({
    resolver: signupSchema.resolver,
    mode: 'onTouched',
    // A built page's form can be typed into before the app has taken it over: that text is kept.
    defaultValues: {
      firstName: typedBeforeHydration('signup-first-name') ?? '',
      lastName: typedBeforeHydration('signup-last-name') ?? '',
      email: typedBeforeHydration('signup-email') ?? '',
      password: typedBeforeHydration('signup-password') ?? '',
      confirmPassword: typedBeforeHydration('signup-confirm-password') ?? '',
      // The built page cannot know the visitor's country: it is chosen once the app has the page.
      country: hydrated ? browserCountry() : '',
      phone: typedBeforeHydration('signup-phone') ?? '',
    },
  });
  useEffect(() => {
    if (!form.getValues('country')) form.setValue('country', browserCountry());
  }, [form]);
  const { errors, touchedFields } = form.formState;
  const countryIso = form.watch('country');
  const country = findCountry(countryIso);
  const message = (code: string | undefined) => fieldError(t, code, { country, language });
  const phone = form.register('phone');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { user } = await signup.mutateAsync({ ...values, language });
      if (!user) throw new Error('no user');
      setDone(true);
      await signedIn(user);
      toast.success(t('signup.success'), { description: user.points > 0 ? t('signup.welcome', { name: user.firstName, count: user.points }) : t('signup.welcomeNoBonus', { name: user.firstName }) });
      setTimeout(() => void navigate(destinationAfterSignIn(location.state), { replace: true }), AFTER_SIGNUP_MS);
    } catch (error) {
      for (const [field, code] of serverFieldErrors(error)) {
        form.setError(field as keyof SignupRequest, { message: code }, { shouldFocus: true });
      }
      toast.error(t('signup.failed'), { description: errorMessage(errorCodeOf(error), 'signup') });
    }
  });

  if (gate !== 'ready') return <AuthGateStatus gate={gate} />;

  const busy = form.formState.isSubmitting || done;
  return (
    <AuthCard
      wide
      backTo="/"
      title={t('signup.title')}
      subtitle={bonus > 0 ? t('signup.subtitle', { count: bonus }) : t('signup.subtitleNoBonus')}
      footer={
        <p>
          {t('signup.haveAccount')}{' '}
          <AuthLink to="/login" state={location.state}>
            {t('signup.login')}
          </AuthLink>
        </p>
      }
    >
      <form noValidate onFocus={signupSchema.preload} onSubmit={(event) => void onSubmit(event)} className="grid gap-4 sm:grid-cols-2" data-testid="signup-form">
        <FormField id="signup-first-name" label={t('fields.firstName')} error={message(errors.firstName?.message)}>
          <Input {...form.register('firstName')} {...fieldProps('signup-first-name', { error: errors.firstName?.message })} autoComplete="given-name" />
        </FormField>
        <FormField id="signup-last-name" label={t('fields.lastName')} error={message(errors.lastName?.message)}>
          <Input {...form.register('lastName')} {...fieldProps('signup-last-name', { error: errors.lastName?.message })} autoComplete="family-name" />
        </FormField>
        <FormField id="signup-email" label={t('fields.email')} error={message(errors.email?.message)} className="sm:col-span-2">
          <EmailInput {...form.register('email')} {...fieldProps('signup-email', { error: errors.email?.message })} />
        </FormField>
        <FormField id="signup-password" label={t('fields.password')} error={message(errors.password?.message)}>
          <PasswordInput
            {...form.register('password', {
              onChange: () => {
                if (touchedFields.confirmPassword) void form.trigger('confirmPassword');
              },
            })}
            {...fieldProps('signup-password', { error: errors.password?.message })}
            autoComplete="new-password"
          />
        </FormField>
        <FormField id="signup-confirm-password" label={t('fields.confirmPassword')} error={message(errors.confirmPassword?.message)}>
          <PasswordInput
            {...form.register('confirmPassword')}
            {...fieldProps('signup-confirm-password', { error: errors.confirmPassword?.message })}
            autoComplete="new-password"
          />
        </FormField>
        <FormField id="signup-country" label={t('fields.country')} error={message(errors.country?.message)} className="sm:col-span-2">
          <Controller
            control={form.control}
            name="country"
            render={({ field }) => (
              <CountryPicker
                id="signup-country"
                nextFieldId="signup-phone"
                value={field.value}
                onBlur={field.onBlur}
                invalid={Boolean(errors.country)}
                describedBy={errors.country ? 'signup-country-error' : undefined}
                onChange={(iso) => {
                  field.onChange(iso);
                  const current = form.getValues('phone');
                  form.setValue('phone', sanitizePhoneInput(current, iso), { shouldValidate: Boolean(current) && Boolean(touchedFields.phone) });
                }}
              />
            )}
          />
        </FormField>
        <FormField
          id="signup-phone"
          label={t('fields.phone')}
          hint={country ? t('phone.hint', { count: country.phoneDigits }) : t('phone.hintNoCountry')}
          error={message(errors.phone?.message)}
          className="sm:col-span-2"
        >
          <div dir="ltr" className="flex items-stretch">
            <span
              data-testid="phone-dial-code"
              className="inline-flex min-w-16 items-center justify-center rounded-s-lg border border-e-0 border-emerald/25 bg-sand px-3 font-semibold text-ink"
            >
              {country?.dialCode ?? '+'}
            </span>
            <Input
              {...phone}
              {...fieldProps('signup-phone', { error: errors.phone?.message, hint: true })}
              onChange={(event) => {
                event.target.value = sanitizePhoneInput(event.target.value, countryIso);
                void phone.onChange(event);
              }}
              type="tel"
              dir="ltr"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={country?.phoneDigits ?? MAX_PHONE_DIGITS}
              className="rounded-s-none"
            />
          </div>
        </FormField>
        <BuiltFormSubmit busy={busy} label={t('signup.submit')} busyLabel={t('signup.submitting')} testId="signup-submit" className="sm:col-span-2" />
      </form>
    </AuthCard>
  );
}

export { SignupPage as Component };
