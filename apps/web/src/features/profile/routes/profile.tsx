import { FileText, LogOut, RotateCw, ShoppingBag, Star } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import type { Language } from '@app/shared/constants';
import type { Profile } from '@app/shared/contracts/profile';
import { findCountry } from '@app/shared/countries';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { CountryFlag } from '@/components/ui/country-flag';
import { ApiError } from '@/lib/api-client';
import { switchLanguage, useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { usePageMeta } from '@/lib/page-meta';
import { sessionStore, updateSessionUser } from '@/lib/session';
import { useLogout } from '@/lib/use-logout';
import { toast } from '@/lib/toast';
import { useProfile } from '../api/get-profile';
import { useUpdateLanguage } from '../api/update-language';
import { ChangePasswordDialog } from '../components/change-password-dialog';
import { DeleteAccountDialog } from '../components/delete-account-dialog';

function Card({ title, children, testId }: { title?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section data-testid={testId} className="rounded-2xl border border-emerald/15 bg-white p-5 shadow-sm sm:p-6">
      {title ? <h2 className="mb-4 font-heading text-lg font-extrabold text-emerald-dark">{title}</h2> : null}
      {children}
    </section>
  );
}

function Detail({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted">{label}</dt>
      <dd data-testid={testId} className="mt-0.5 truncate font-semibold">
        {children}
      </dd>
    </div>
  );
}

function LanguageSelect({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('profile');
  const update = useUpdateLanguage();
  const choose = async (language: Language) => {
    try {
      await update.mutateAsync({ preferredLanguage: language });
    } catch {
      toast.error(t('language.failed'));
      return;
    }
    updateSessionUser({ preferredLanguage: language });
    await switchLanguage(language);
    toast.success(i18n.t(language === 'ar' ? 'profile:language.setAr' : 'profile:language.setEn'));
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="profile-language" className="text-sm font-semibold">
        {t('language.label')}
      </label>
      <select
        id="profile-language"
        data-testid="profile-language"
        value={update.isPending ? update.variables.preferredLanguage : profile.preferredLanguage}
        disabled={update.isPending}
        onChange={(event) => void choose(event.target.value === 'ar' ? 'ar' : 'en')}
        className="h-11 w-full max-w-xs cursor-pointer rounded-lg border border-emerald/25 bg-white px-3 font-semibold"
      >
        <option value="en" lang="en">
          English
        </option>
        <option value="ar" lang="ar">
          العربية
        </option>
      </select>
      <p className="text-sm text-muted">{t('language.hint')}</p>
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div data-testid="profile-loading" aria-busy="true" className="grid animate-pulse gap-6 lg:grid-cols-[18rem_1fr]">
      <div className="h-72 rounded-2xl bg-emerald/10" />
      <div className="flex flex-col gap-6">
        <div className="h-48 rounded-2xl bg-emerald/10" />
        <div className="h-32 rounded-2xl bg-emerald/10" />
      </div>
    </div>
  );
}

function ProfileView({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const language = useLanguage();
  const { t: common } = useTranslation();
  const { logout, loggingOut } = useLogout();
  const country = findCountry(profile.country);
  const fullName = `${profile.firstName} ${profile.lastName}`.trim();
  const notSpecified = <span className="font-normal text-muted">{t('notSpecified')}</span>;


  return (
    <div className="grid items-start gap-6 lg:grid-cols-[18rem_1fr]">
      <Card testId="profile-summary">
        <div className="flex flex-col items-center text-center">
          <span
            aria-hidden
            data-testid="profile-avatar"
            className="flex size-20 items-center justify-center rounded-full bg-emerald font-heading text-4xl font-extrabold text-white"
          >
            {(profile.firstName.trim()[0] ?? profile.email[0] ?? '?').toLocaleUpperCase()}
          </span>
          <p data-testid="profile-full-name" className="mt-3 font-heading text-xl font-extrabold">
            {fullName || notSpecified}
          </p>
          <p className="mt-1 max-w-full text-sm break-all text-muted">
            <bdi>{profile.email}</bdi>
          </p>
        </div>
        <div className="mt-5 flex items-center justify-between gap-3 rounded-xl bg-gold/15 p-4">
          <div>
            <p className="text-sm text-muted">{t('points')}</p>
            <p className="flex items-center gap-2 text-3xl font-extrabold">
              <Star aria-hidden className="size-6 fill-gold text-gold" />
              <span data-testid="profile-points">{profile.points}</span>
            </p>
          </div>
          <ButtonLink to="/store" icon={ShoppingBag} variant="gold" size="sm">{t('buyPoints')}</ButtonLink>
        </div>
      </Card>

      <div className="flex min-w-0 flex-col gap-6">
        <Card title={t('details')}>
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <Detail label={t('firstName')} testId="profile-first-name">
              {profile.firstName || notSpecified}
            </Detail>
            <Detail label={t('lastName')} testId="profile-last-name">
              {profile.lastName || notSpecified}
            </Detail>
            <Detail label={t('email')} testId="profile-email">
              {profile.email ? <bdi>{profile.email}</bdi> : notSpecified}
            </Detail>
            <Detail label={t('country')} testId="profile-country">
              {country ? (
                <span className="inline-flex items-center gap-2">
                  <CountryFlag iso={country.iso} />
                  {language === 'ar' ? country.nameAr : country.nameEn}
                </span>
              ) : (
                profile.country || notSpecified
              )}
            </Detail>
            <Detail label={t('phone')} testId="profile-phone">
              {profile.phone ? (
                <bdi dir="ltr">
                  {country ? `${country.dialCode} ` : ''}
                  {profile.phone}
                </bdi>
              ) : (
                notSpecified
              )}
            </Detail>
          </dl>
        </Card>

        <Card title={t('preferences')}>
          <LanguageSelect profile={profile} />
        </Card>

        <Card title={t('account')}>
          <div className="flex flex-wrap gap-3">
            <ChangePasswordDialog />
            <ButtonLink to="/legal" icon={FileText} variant="outline">{t('legal')}</ButtonLink>
            <Button variant="outline" disabled={loggingOut} onClick={() => void logout()} data-testid="logout">
              <LogOut aria-hidden className="flip-rtl" />
              {common('logout.button')}
            </Button>
          </div>
          <div className="mt-6 border-t border-danger/15 pt-5">
            <p className="mb-3 text-sm text-muted">{t('delete.hint')}</p>
            <DeleteAccountDialog />
          </div>
        </Card>
      </div>
    </div>
  );
}

export function ProfilePage() {
  const { t } = useTranslation('profile');
  usePageMeta(t('metaTitle'));
  const profile = useProfile();
  const points = profile.data?.profile.points;

  useEffect(() => {
    if (points !== undefined) updateSessionUser({ points });
  }, [points]);

  // The session ended meanwhile (signed out elsewhere): check again, and the protected route
  // sends the user to the login page.
  const sessionGone = profile.error instanceof ApiError && profile.error.status === 401;
  useEffect(() => {
    if (sessionGone) void sessionStore.load(true);
  }, [sessionGone]);

  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="mb-6 font-heading text-3xl font-extrabold text-emerald-dark">{t('title')}</h1>
      {profile.isPending ? (
        <ProfileSkeleton />
      ) : profile.isError ? (
        <Card>
          <div role="alert" className="flex flex-col items-center gap-4 py-6 text-center">
            <p className="text-lg font-semibold">{t('loadFailed')}</p>
            <Button onClick={() => void profile.refetch()}>
              <RotateCw aria-hidden />
              {t('tryAgain')}
            </Button>
          </div>
        </Card>
      ) : (
        <ProfileView profile={profile.data.profile} />
      )}
    </div>
  );
}

export { ProfilePage as Component };
