import type { ComponentProps } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { fieldProps } from '@/components/ui/form-field';
import { screenInputClass } from '@/components/ui/input';
import { cn } from '@/lib/cn';

type Props = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'maxLength' | 'dir'> & {
  value: string;
  onChange: (code: string) => void;
  /** The code's length; two more characters are allowed for a space or dash typed in it. */
  length: number;
};

/** A join or pairing code typed by hand: left to right, in gold capitals, no autocomplete or spell check. */
export function CodeInput({ value, onChange, length, className, ...props }: Props) {
  return (
    <input
      dir="ltr"
      value={value}
      onChange={(event) => onChange(event.target.value.toUpperCase())}
      maxLength={length + 2}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      className={cn(screenInputClass, 'text-center font-mono font-extrabold tracking-[0.3em] text-gold', className)}
      {...props}
    />
  );
}

/** The code input as a field of a kit form: bound to the form's `name`, tied to its FormField by `id`. */
export function CodeField<T extends FieldValues>({
  control,
  name,
  id,
  error,
  ...props
}: Omit<Props, 'value' | 'onChange' | 'onBlur' | 'name' | 'id' | 'ref'> & { control: Control<T>; name: Path<T>; id: string; error: string | undefined }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CodeInput
          {...props}
          {...fieldProps(id, { error })}
          ref={field.ref}
          name={field.name}
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
