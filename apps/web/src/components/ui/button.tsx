import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { asChildOf } from './as-child';

const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0 cursor-pointer',
  {
    variants: {
      variant: {
        primary: 'bg-emerald text-white hover:bg-emerald-dark',
        gold: 'bg-gold text-night hover:bg-gold-light',
        outline: 'border border-emerald/40 bg-white/70 text-emerald-dark hover:bg-emerald/10',
        onDark: 'border border-ivory/40 bg-transparent text-ivory hover:bg-ivory/10',
        ghost: 'text-ink hover:bg-ink/5',
        danger: 'bg-danger text-white hover:bg-danger/90',
        link: 'text-emerald-dark underline-offset-4 hover:underline px-0',
      },
      size: {
        sm: 'h-9 px-3 text-sm',
        md: 'h-11 px-5 text-base',
        lg: 'h-14 px-7 text-lg',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, type, children, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) return asChildOf(children, { ...props, className: classes });
  return (
    <button className={classes} type={type ?? 'button'} {...props}>
      {children}
    </button>
  );
}
