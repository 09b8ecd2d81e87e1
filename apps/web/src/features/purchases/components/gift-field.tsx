import { Gift } from 'lucide-react';
import { useId } from 'react';
import { EMAIL_PATTERN } from '@app/shared/contracts/auth';
import { GIFT_MESSAGE_MAX } from '@app/shared/contracts/payments';
import { Input, Textarea } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n';

export type GiftDraft = { on: boolean; email: string; message: string };
export const NO_GIFT: GiftDraft = { on: false, email: '', message: '' };

/** What is wrong with a gift before it goes to checkout (a key of the store's gift texts), or null. */
export function giftProblem(gift: GiftDraft): 'gift.emailRequired' | 'gift.emailInvalid' | 'gift.messageTooLong' | null {
  if (!gift.on) return null;
  const email = gift.email.trim();
  if (email === '') return 'gift.emailRequired';
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return 'gift.emailInvalid';
  if (gift.message.trim().length > GIFT_MESSAGE_MAX) return 'gift.messageTooLong';
  return null;
}

type Props = { gift: GiftDraft; onChange: (gift: GiftDraft) => void; error: string | null };

/**
 * "Buy as a gift": the package or pass chosen below goes to whoever confirms this address, with
 * the message as typed (its own direction). The recipient is mailed in Arabic and English.
 */
export function GiftField({ gift, onChange, error }: Props) {
  const { t } = useTranslation('store');
  const id = useId();
  const left = GIFT_MESSAGE_MAX - gift.message.trim().length;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-emerald/20 bg-white p-5 shadow-sm" data-testid="gift-field">
      <h2 id={`${id}-title`} className="mb-2 flex items-center gap-2 font-semibold">
        <Gift aria-hidden className="size-5 shrink-0 text-gold" />
        {t('gift.title')}
      </h2>
      <label className="flex items-center gap-2">
        <input type="checkbox" className="size-4 accent-emerald" checked={gift.on} onChange={(event) => onChange({ ...gift, on: event.target.checked })} data-testid="gift-toggle" />
        <span>{t('gift.toggle')}</span>
      </label>
      {gift.on && (
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-email`} className="text-sm font-semibold">
              {t('gift.email')}
            </label>
            <Input
              id={`${id}-email`}
              type="email"
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              maxLength={254}
              placeholder="name@example.com"
              value={gift.email}
              onChange={(event) => onChange({ ...gift, email: event.target.value })}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              className="rtl:text-end"
              data-testid="gift-email"
            />
            <p id={`${id}-hint`} className="text-sm text-muted">
              {t('gift.hint')}
            </p>
            {error && (
              <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-danger" data-testid="gift-error">
                {error}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-message`} className="text-sm font-semibold">
              {t('gift.message')}
            </label>
            <Textarea
              id={`${id}-message`}
              dir="auto"
              rows={3}
              maxLength={GIFT_MESSAGE_MAX + 50}
              placeholder={t('gift.messagePlaceholder')}
              value={gift.message}
              onChange={(event) => onChange({ ...gift, message: event.target.value })}
              aria-describedby={`${id}-left`}
              data-testid="gift-message"
            />
            <p id={`${id}-left`} className={left < 0 ? 'text-sm font-semibold text-danger' : 'text-sm text-muted'}>
              {t('gift.left', { count: left })}
            </p>
          </div>
          <p className="text-sm text-emerald-dark md:col-span-2" data-testid="gift-then">
            {t('gift.then')}
          </p>
        </div>
      )}
    </section>
  );
}
