import { CircleCheck, CircleX, Clock, Undo2 } from 'lucide-react';
import type { TransactionStatus } from '@app/shared/contracts/payments';
import { cn } from '@/lib/cn';

/** Text colours hold 4.5:1 on their own tint over white and ivory (completed: success-strong, 6.2:1; success was 4.38:1). */
const STYLES: Record<TransactionStatus, { className: string; Icon: typeof Clock }> = {
  completed: { className: 'bg-success/10 text-success-strong border-success/30', Icon: CircleCheck },
  pending: { className: 'bg-gold/15 text-[#7a5a00] border-gold/40', Icon: Clock },
  failed: { className: 'bg-danger/10 text-danger border-danger/30', Icon: CircleX },
  refunded: { className: 'bg-ink/5 text-ink border-ink/20', Icon: Undo2 },
};

/** A transaction status with colour, icon and the (translated) label: never colour alone. */
export function StatusBadge({ status, label }: { status: TransactionStatus; label: string }) {
  const { className, Icon } = STYLES[status];
  return (
    <span data-status={status} className={cn('inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-semibold', className)}>
      <Icon aria-hidden className="size-4" />
      {label}
    </span>
  );
}
