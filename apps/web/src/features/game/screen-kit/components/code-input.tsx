import type { ComponentProps } from 'react';
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
