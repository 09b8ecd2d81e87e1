import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { inputClass } from './input';

/** A password field with a show/hide toggle; it stays left-to-right (toggle on the right) in Arabic too. */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div dir="ltr" className="relative">
      <input
        type={visible ? 'text' : 'password'}
        dir="ltr"
        className={cn(inputClass, 'pe-11', className)}
        {...props}
      />
      <button
        type="button"
        onClick={() => setVisible((value) => !value)}
        aria-label={visible ? t('password.hide') : t('password.show')}
        aria-pressed={visible}
        data-testid={props.id ? `${props.id}-toggle` : undefined}
        className="absolute inset-y-0 end-0 flex w-11 cursor-pointer items-center justify-center rounded-e-lg text-muted hover:text-emerald"
      >
        {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
      </button>
    </div>
  );
}
