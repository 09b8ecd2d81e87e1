import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'maxLength' | 'dir'> & {
  value: string;
  onChange: (code: string) => void;
  /** The code's length; two more characters are allowed for a space or dash typed in it. */
  length: number;
};

/** A join or pairing code typed by hand: left to right, in capitals, no autocomplete or spell check. */
export function CodeInput({ value, onChange, length, ...props }: Props) {
  return (
    <input
      dir="ltr"
      value={value}
      onChange={(event) => onChange(event.target.value.toUpperCase())}
      maxLength={length + 2}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      {...props}
    />
  );
}
