import { CreditCard, Landmark } from 'lucide-react';
import type { PaymentMethodCode } from '@app/shared/contracts/payments';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';

const METHODS: { code: PaymentMethodCode; Icon: typeof CreditCard }[] = [
  { code: 'kn', Icon: Landmark },
  { code: 'vm', Icon: CreditCard },
];

/** KNET or Visa / Mastercard: the provider's page for the chosen method opens after Buy. */
export function PaymentMethodPicker({ value, onChange }: { value: PaymentMethodCode; onChange: (code: PaymentMethodCode) => void }) {
  const { t } = useTranslation('store');
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold">{t('method.label')}</legend>
      <div className="flex flex-wrap gap-2" role="radiogroup">
        {METHODS.map(({ code, Icon }) => (
          <label
            key={code}
            className={cn(
              'flex h-12 cursor-pointer items-center gap-2 rounded-xl border-2 px-4 font-semibold transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold',
              value === code ? 'border-emerald bg-emerald/10 text-emerald-dark' : 'border-emerald/20 bg-white hover:border-emerald/50',
            )}
          >
            <input type="radio" name="payment-method" value={code} checked={value === code} onChange={() => onChange(code)} className="sr-only" data-testid={`method-${code}`} />
            <Icon aria-hidden className="size-5" />
            {t(`method.${code}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
