import { Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { useSoundMuted } from '../hooks/use-sound';

export function MuteToggle({ className }: { className?: string }) {
  const { t } = useTranslation('game');
  const [muted, setMuted] = useSoundMuted();
  return (
    <button
      type="button"
      onClick={() => setMuted(!muted)}
      aria-pressed={muted}
      aria-label={t('sound.mute')}
      title={muted ? t('sound.off') : t('sound.on')}
      data-testid="mute-toggle"
      className={cn(
        'inline-flex size-12 short:size-9 shrink-0 cursor-pointer items-center justify-center rounded-xl border border-ivory/20 bg-night-2 text-ivory hover:bg-night-3',
        className,
      )}
    >
      {muted ? <VolumeX aria-hidden className="size-6" /> : <Volume2 aria-hidden className="size-6" />}
    </button>
  );
}
