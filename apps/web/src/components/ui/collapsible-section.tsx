import { Collapsible } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';

export function CollapsibleSection({
  title,
  children,
  id,
  defaultOpen = false,
}: {
  title: string;
  children: ReactNode;
  id: string;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="rounded-xl border border-emerald/20 bg-white shadow-sm">
      <Collapsible.Trigger
        data-testid={`${id}-toggle`}
        className="flex w-full cursor-pointer items-center justify-between gap-4 p-5 text-start text-xl font-bold text-emerald-dark"
      >
        <h2>{title}</h2>
        <ChevronDown aria-hidden className={`size-6 transition-transform ${open ? 'rotate-180' : ''}`} />
      </Collapsible.Trigger>
      <Collapsible.Content data-testid={`${id}-content`} className="border-t border-emerald/10 px-5 pb-5 pt-3">
        {children}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
