import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TvClock, TvGameView } from '@app/shared/contracts/tv';
import { applyAction } from '@app/shared/game/apply-action';
import type { GameAction } from '@app/shared/game/actions';
import type { GameState } from '@app/shared/game/state';
import { setLanguage } from '@/lib/language';
import { answeredExcept, makeBoard } from '@/test/game-fixtures';
import { renderRoutes } from '@/test/render';
import { TvScreen } from './tv-screen';

const confetti = vi.hoisted(() => Object.assign(vi.fn(), { reset: vi.fn() }));
const sounds = vi.hoisted(() => ({ tick: vi.fn(), timeUp: vi.fn(), chime: vi.fn() }));
vi.mock('../../screen-kit/utils/sound', async (importOriginal) => ({ ...(await importOriginal<object>()), sounds }));
vi.mock('canvas-confetti', () => ({ default: confetti }));

function play(state: GameState, ...actions: GameAction[]): GameState {
  return actions.reduce((current, action) => {
    const result = applyAction(current, action);
    if (!result.ok) throw new Error(result.code);
    return result.state;
  }, state);
}

/** The view the server sends: the open question's answer only when revealed. */
function viewOf(state: GameState): TvGameView {
  const board = makeBoard();
  const detail = state.activeQuestionId === null ? undefined : board.questions[String(state.activeQuestionId)];
  const question = detail
    ? (() => {
        const { answerAr, answerEn, acceptedAnswersAr, acceptedAnswersEn, ...rest } = detail;
        const revealed = state.revealedQuestionId === detail.id;
        return { ...rest, answer: revealed ? { answerAr, answerEn, acceptedAnswersAr, acceptedAnswersEn } : null };
      })()
    : null;
  return { id: board.id, name: board.name, version: 1, state, categories: board.categories, question, buzzers: null };
}

const show = (view: TvGameView) => renderRoutes([{ path: '/tv', Component: () => <TvScreen view={view} /> }], { at: '/tv' });

beforeEach(() => setLanguage('en'));

describe('the TV screen', () => {
  it('shows the open question with its clock and no answer before the reveal', async () => {
    show(viewOf(play(makeBoard().state, { type: 'openQuestion', questionId: 103 })));
    expect((await screen.findByTestId('question-text')).textContent).toContain('Question 103?');
    expect(screen.getByTestId('timer-seconds').textContent).toContain('30');
    expect(screen.getByTestId('tv-answer-hidden').textContent).toContain('The answer appears when the host reveals it.');
    expect(screen.queryByTestId('answer-text')).toBeNull();
  });

  it('shows the answer and the answers also accepted once revealed', async () => {
    show(viewOf(play(makeBoard().state, { type: 'revealAnswer', questionId: 103 })));
    expect((await screen.findByTestId('answer-text')).textContent).toContain('Answer 103');
    expect(screen.getByTestId('accepted-answers').textContent).toContain('Ans 103');
  });

  it('shows the board with who answered last and the scores', async () => {
    show(viewOf(play(makeBoard().state, { type: 'answer', questionId: 105, team: 'team2' })));
    expect((await screen.findByTestId('tv-last-answer')).textContent).toBe('\u2068Falcons\u2069 answered: \u2066+600\u2069');
    expect(screen.getByTestId('team-score-value-2').textContent).toContain('600');
    expect(screen.getByTestId('tv-game-name').textContent).toContain('Friday night');
  });

  it('names the winner once every tile is answered, in Arabic too', async () => {
    setLanguage('ar');
    const over = answeredExcept(makeBoard().state);
    show(viewOf({ ...over, teams: [{ ...over.teams[0], score: 800 }, over.teams[1]] }));
    expect((await screen.findByTestId('winner-name')).textContent).toContain('Lions');
    expect(screen.getByTestId('winner-title').textContent).toContain('الفائز!');
  });

  it('chimes when a team is given the points, not for the answer already shown when it opens', async () => {
    const opened = play(makeBoard().state, { type: 'answer', questionId: 101, team: 'team1' }, { type: 'openQuestion', questionId: 103 });
    const page = (state: GameState) => (
      <MemoryRouter>
        <TvScreen view={viewOf(state)} />
      </MemoryRouter>
    );
    const { rerender } = render(page(opened));
    await screen.findByTestId('question-text');
    expect(sounds.chime).not.toHaveBeenCalled();
    rerender(page(play(opened, { type: 'answer', questionId: 103, team: 'none' })));
    await screen.findByTestId('tv-game-name');
    expect(sounds.chime).not.toHaveBeenCalled();
    rerender(page(play(opened, { type: 'answer', questionId: 103, team: 'team2' })));
    expect(screen.getByTestId('tv-last-answer').textContent).toContain('Falcons');
    expect(sounds.chime).toHaveBeenCalledTimes(1);
  });

  it("follows the host's clock: paused at 12 s it shows 18 seconds left and stands still", async () => {
    sessionStorage.clear(); // the question's clock as earlier tests left it
    const opened = play(makeBoard().state, { type: 'openQuestion', questionId: 103 });
    const page = (clock: TvClock | null) => (
      <MemoryRouter>
        <TvScreen view={viewOf(opened)} clock={clock} />
      </MemoryRouter>
    );
    const { rerender } = render(page(null));
    const timer = await screen.findByRole('timer');
    expect(timer.getAttribute('data-running')).toBe('true');
    rerender(page({ questionId: 103, elapsedMs: 12_000, running: false, phone: null }));
    expect(screen.getByTestId('timer-seconds').textContent).toContain('18');
    expect(screen.getByRole('timer').getAttribute('data-running')).toBe('false');
    // A clock for another question is not this one's.
    rerender(page({ questionId: 104, elapsedMs: 0, running: true, phone: null }));
    expect(screen.getByRole('timer').getAttribute('data-running')).toBe('false');
  });

  it('shows the room what rides on the answer: an armed 2X with what a right answer earns, and the aids', async () => {
    const gulf = { ...makeBoard().state, gameType: 'gulf' as const };
    const armed = play(gulf, { type: 'useDouble', team: 1 }, { type: 'useAid', team: 0, aid: 'pit' }, { type: 'openQuestion', questionId: 103 });
    show(viewOf(armed));
    expect((await screen.findByTestId('armed-double-2-text')).textContent).toBe('Falcons: 2X armed, a right answer earns 800');
    expect(screen.getByTestId('armed-pit-1-text').textContent).toBe('Lions: The Pit! If they answer, Falcons lose 400');
    expect(screen.getByTestId('points-word').textContent).toBe('points');
    expect(screen.getByTestId('state-double-2').getAttribute('data-status')).toBe('armed');
    expect(screen.getByTestId('state-pit-1').getAttribute('data-status')).toBe('armed');
    expect(screen.getByTestId('state-rest-2').getAttribute('data-status')).toBe('unused');
  });

  it('shows the armed aids on the board too, before a question is chosen', async () => {
    setLanguage('ar');
    const armed = play(makeBoard().state, { type: 'useDouble', team: 0 });
    show(viewOf(armed));
    expect((await screen.findByTestId('armed-double-1-text')).textContent).toBe('Lions: مضاعفة النقاط مفعّلة، إجابتهم الصحيحة القادمة تُحتسب مضاعفة');
    expect(screen.getByTestId('state-double-1').getAttribute('data-status')).toBe('armed');
    expect(screen.getByTestId('state-double-2').getAttribute('data-status')).toBe('unused');
  });

  it("shows the host's Phone a Friend call and its countdown, and Time Finished at zero", async () => {
    const opened = play(makeBoard().state, { type: 'openQuestion', questionId: 103 });
    const page = (clock: TvClock | null) => (
      <MemoryRouter>
        <TvScreen view={viewOf(opened)} clock={clock} />
      </MemoryRouter>
    );
    const { rerender } = render(page(null));
    await screen.findByTestId('question-text');
    expect(screen.queryByTestId('tv-phone-call')).toBeNull();
    rerender(page({ questionId: 103, elapsedMs: 4_000, running: false, phone: { team: 1, remainingMs: 90_000, running: false } }));
    expect(screen.getByTestId('tv-phone-call').textContent).toContain('Falcons');
    expect(screen.getByTestId('tv-phone-seconds').textContent).toBe('1:30');
    rerender(page({ questionId: 103, elapsedMs: 4_000, running: false, phone: { team: 1, remainingMs: 0, running: false } }));
    expect(screen.getByTestId('tv-phone-finished').textContent).toBe('Time Finished');
    rerender(page({ questionId: 103, elapsedMs: 4_000, running: true, phone: null }));
    expect(screen.queryByTestId('tv-phone-call')).toBeNull();
  });
});
