import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

/** An e-mail field: left-to-right in Arabic too, with the browser's e-mail keyboard and autofill. */
export function EmailInput(props: ComponentProps<'input'>) {
  return <Input type="email" dir="ltr" autoComplete="email" inputMode="email" placeholder="name@example.com" {...props} />;
}
