import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@app/shared/constants';
import type { BuzzPhoneState } from '@app/shared/contracts/buzzers';
import { setLanguage } from '@/lib/language';
import { renderRoutes } from '@/test/render';
import { BuzzJoinForm } from './buzz-join-form';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, code: string, fields?: Record<string, string>) => json(status, { error: { code, message: code, ...(fields ? { fields } : {}) } });

const ROOM = { gameName: 'Friday Quiz', teams: ['Lions', 'Eagles'] };
const JOINED: BuzzPhoneState = {
  phone: { id: 4, name: 'Sara', team: 1 },
  gameName: 'Friday Quiz',
  teams: ['Lions', 'Eagles'],
  questionId: null,
  winner: null,
};

/** A room whose join code is ABC123; `join` answers the join. The joins' bodies are kept. */
function serveRoom(join: () => Response) {
  const joins: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path.startsWith('/api/buzz/room?')) return path.endsWith('code=ABC123') ? json(200, ROOM) : refusal(400, 'buzz_code_invalid');
      if (path === '/api/buzz/join') {
        joins.push(JSON.parse(init!.body as string));
        return join();
      }
      return new Response(null, { status: 204 });
    }),
  );
  return joins;
}

function renderForm(initialCode: string) {
  const onJoined = vi.fn();
  renderRoutes([{ path: '/buzz', Component: () => <BuzzJoinForm initialCode={initialCode} onJoined={onJoined} /> }], { at: '/buzz' });
  return onJoined;
}

const WRONG_CODE: Record<Language, string> = {
  en: 'This join code is not right, the game has ended, or the host has turned the buzzers off. Check the code on the TV.',
  ar: 'رمز الانضمام غير صحيح، أو انتهت اللعبة، أو أوقف المقدّم الأزرار. تحقّق من الرمز على التلفاز.',
};

describe("the phone's join form", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(['en', 'ar'] as const)('says a join code the server does not know on the code field (%s)', async (language) => {
    serveRoom(() => json(200, { state: JOINED }));
    await setLanguage(language);
    renderForm('');
    fireEvent.change(await screen.findByTestId('buzz-code'), { target: { value: 'zzz zzz' } });
    expect((await screen.findByTestId('buzz-code-error')).textContent).toBe(WRONG_CODE[language]);
    expect(screen.getByTestId('buzz-code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('buzz-team-0')).toBeNull();
  });

  it("shows a name the server refuses on the name field, in the form's words", async () => {
    serveRoom(() => refusal(400, 'validation_failed', { name: 'name_too_long' }));
    await setLanguage('en');
    renderForm('ABC123');
    fireEvent.change(await screen.findByTestId('buzz-name'), { target: { value: 'Sara' } });
    fireEvent.click(await screen.findByTestId('buzz-team-0'));
    fireEvent.click(screen.getByTestId('buzz-join-submit'));
    expect((await screen.findByTestId('buzz-name-error')).textContent).toBe('At most 20 characters.');
  });

  it('joins with the code as the shared schema reads it, the trimmed name and the team picked', async () => {
    const joins = serveRoom(() => json(200, { state: JOINED }));
    await setLanguage('en');
    const onJoined = renderForm('abc-123');
    expect((await screen.findByTestId('buzz-team-1')).textContent).toBe('Eagles');
    expect(screen.getByTestId('buzz-join-submit').hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByTestId('buzz-name'), { target: { value: '  Sara ' } });
    fireEvent.click(screen.getByTestId('buzz-team-1'));
    expect(screen.getByTestId('buzz-team-1').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('buzz-join-submit'));
    await waitFor(() => expect(onJoined).toHaveBeenCalledWith(JOINED));
    expect(joins).toEqual([{ code: 'ABC123', name: 'Sara', team: 1 }]);
    expect(screen.queryByTestId('buzz-code-error')).toBeNull();
  });
});
