import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import type { AuthGate } from '../hooks/use-auth-gate';
import { cn } from '@/lib/cn';

/** The frame of the sign-in screens: a back link, the title and a card (works in portrait too). */
export function AuthCard({
  title,
  subtitle,
  backTo,
  children,
  footer,
  wide = false,
  centered = false,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  backTo?: string;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  /** Centred title, for a message card rather than a form. */
  centered?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <div className="pattern-bg flex-1 bg-sand/60 px-4 py-8 sm:py-12">
      <div className={cn('mx-auto w-full', wide ? 'max-w-2xl' : 'max-w-md')}>
        {backTo ? (
          <Link
            to={backTo}
            data-testid="auth-back"
            className="mb-4 inline-flex items-center gap-2 rounded-md px-1 py-1 text-sm font-semibold text-emerald-dark hover:underline"
          >
            <ArrowLeft aria-hidden className="flip-rtl size-4" />
            {t('back')}
          </Link>
        ) : null}
        <div className="rounded-2xl border border-emerald/15 bg-white p-6 shadow-lg sm:p-8">
          <h1 className={cn('font-heading text-2xl font-extrabold text-emerald-dark sm:text-3xl', centered && 'text-center')}>{title}</h1>
          {subtitle ? <p className="mt-2 text-muted">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-5 text-center text-sm">{footer}</div> : null}
      </div>
    </div>
  );
}

/** A status in place of the form ('Checking authentication...', 'Redirecting to dashboard...'). */
export function AuthStatus({ label, testId }: { label: string; testId: string }) {
  return (
    <div data-testid={testId} role="status" className="flex min-h-[50vh] items-center justify-center gap-3 p-8 text-lg text-muted">
      <span aria-hidden className="size-7 animate-spin rounded-full border-4 border-emerald/20 border-t-emerald" />
      <span>{label}</span>
    </div>
  );
}

/** A text link of the sign-in screens ('Sign up', 'Back to login', ...). */
export function AuthLink({ className, ...props }: LinkProps) {
  return <Link className={cn('font-semibold text-emerald-dark underline-offset-4 hover:underline', className)} {...props} />;
}

/** The "Back to login" link of the password screens. */
export function BackToLoginLink() {
  const { t } = useTranslation('auth');
  return <AuthLink to="/login">{t('backToLogin')}</AuthLink>;
}

/** What login and signup show instead of the form while the gate is not open (null when it is). */
export function AuthGateStatus({ gate }: { gate: AuthGate }) {
  const { t } = useTranslation('auth');
  if (gate === 'checking') return <AuthStatus testId="auth-checking" label={t('checking')} />;
  if (gate === 'redirecting') return <AuthStatus testId="auth-redirecting" label={t('redirecting')} />;
  return null;
}
