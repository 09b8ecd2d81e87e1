import type { ChangeEvent, ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The look of a form's text fields and selects. */
export const fieldControl =
  'w-full rounded-lg border border-emerald/30 bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-emerald focus:outline-none aria-[invalid=true]:border-danger';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id' | 'onChange'> & {
  id: string;
  label: string;
  error?: string | undefined;
  small?: boolean;
  /** Given: a textarea of that many rows. */
  rows?: number;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
};

/** A labelled text input (or textarea) whose error, already translated, is announced and tied to it. */
export function TextField({ id, label, error, small = false, className, rows, ...rest }: TextFieldProps) {
  const described = error ? `${id}-error` : undefined;
  const shared = { id, 'aria-invalid': Boolean(error), 'aria-describedby': described, className: cn(fieldControl, small && 'py-1.5', className) };
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={cn('mb-1 block font-semibold', small && 'text-xs')}>
        {label}
      </label>
      {rows ? <textarea rows={rows} {...(rest as ComponentProps<'textarea'>)} {...shared} /> : <input {...rest} {...shared} />}
      {error ? (
        <p id={described} role="alert" className={cn('mt-1 font-semibold text-danger', small ? 'text-xs' : 'text-sm')}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled select; `options` are [value, label] pairs. */
export function SelectField<V extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: V;
  options: readonly (readonly [value: V, label: string])[];
  onChange: (value: V) => void;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block font-semibold">
        {label}
      </label>
      <select id={id} className={fieldControl} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}
