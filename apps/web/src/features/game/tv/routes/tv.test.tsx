import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@app/shared/constants';
import { setLanguage } from '@/lib/language';
import { renderRoutes } from '@/test/render';
import { TvPage } from './tv';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An unpaired screen whose pairing request gets `pair`'s answer; the pairing requests' bodies are kept. */
function serveTv(pair: () => Response) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path === '/api/tv/resume') return json(200, { game: null });
      if (path === '/api/tv/pair') {
        sent.push(JSON.parse(init!.body as string));
        return pair();
      }
      return new Response(null, { status: 204 });
    }),
  );
  return sent;
}

const typeCode = async (code: string) => {
  fireEvent.change(await screen.findByTestId('tv-code-input'), { target: { value: code } });
  fireEvent.click(screen.getByTestId('tv-connect'));
};

const WRONG_CODE: Record<Language, string> = {
  en: "This TV code is not right. Check the code on the host's screen and try again.",
  ar: 'رمز التلفاز غير صحيح. تحقّق من الرمز على شاشة المقدّم وحاول مرة أخرى.',
};

describe("the TV's pairing code form", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(['en', 'ar'] as const)('says a refused code on the code field (%s)', async (language) => {
    serveTv(() => json(400, { error: { code: 'tv_code_invalid', message: 'This TV code is not valid' } }));
    await setLanguage(language);
    renderRoutes([{ path: '/tv', Component: TvPage }], { at: '/tv' });
    await typeCode('ZZZZZ9');
    expect((await screen.findByTestId('tv-pair-error')).textContent).toBe(WRONG_CODE[language]);
    expect(screen.getByTestId('tv-code-input').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('tv-pair')).not.toBeNull();
  });

  it('sends the code as the shared schema reads it and leaves the form once paired', async () => {
    const sent = serveTv(() => json(200, { gameId: 5 }));
    await setLanguage('en');
    renderRoutes([{ path: '/tv', Component: TvPage }], { at: '/tv' });
    await typeCode(' abc-12x ');
    await waitFor(() => expect(screen.queryByTestId('tv-pair')).toBeNull());
    expect(sent).toEqual([{ code: 'ABC12X' }]);
    expect(screen.queryByTestId('tv-pair-error')).toBeNull();
  });
});
