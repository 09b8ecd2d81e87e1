import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';

/** A YouTube video id from the usual link shapes, else null. */
export function youTubeId(url: string): string | null {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.replace(/^www\.|^m\./, '');
    if (host === 'youtu.be') return cleanId(parsed.pathname.slice(1));
    if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
      if (parsed.pathname === '/watch') return cleanId(parsed.searchParams.get('v'));
      const match = /^\/(embed|shorts|live)\/([^/]+)/.exec(parsed.pathname);
      return match ? cleanId(match[2]) : null;
    }
    return null;
  } catch {
    return null;
  }
}

function cleanId(value: string | null | undefined): string | null {
  return value && /^[\w-]{6,20}$/.test(value) ? value : null;
}

/** An optional video beside the question: YouTube embed or a direct file, with loading and failure notes. */
export function QuestionVideo({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('game');
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const id = youTubeId(url);
  if (status === 'failed') {
    return (
      <p role="alert" className="rounded-xl border border-danger/50 bg-danger/15 px-5 py-3 text-lg" data-testid="video-error">
        {t('video.failed')}
      </p>
    );
  }
  return (
    <div className="flex w-full max-w-[min(70vw,110vh)] flex-col items-center gap-2" data-testid="question-video">
      {status === 'loading' ? <p className="text-ivory/70">{t('video.loading')}</p> : null}
      <div className="aspect-video w-full overflow-hidden rounded-2xl bg-black">
        {id ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${id}?rel=0`}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            className="size-full"
            onLoad={() => setStatus('ready')}
            onError={() => setStatus('failed')}
          />
        ) : (
          <video
            src={url}
            controls
            preload="metadata"
            className="size-full"
            aria-label={title}
            onLoadedData={() => setStatus('ready')}
            onError={() => setStatus('failed')}
          />
        )}
      </div>
    </div>
  );
}
