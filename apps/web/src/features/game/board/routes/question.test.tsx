import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/language';
import { answeredExcept, fakeGameServer, makeBoard } from '@/test/game-fixtures';
import { mockApi, renderRoutes } from '@/test/render';
import { clearGameQueue } from '../utils/action-queue';
import { AnswerScreen } from './answer';
import { QuestionScreen } from './question';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() } }));

const routes = [
  { path: '/jeopardy/:gameId/question/:questionId', Component: QuestionScreen },
  { path: '/jeopardy/:gameId/answer/:questionId', Component: AnswerScreen },
];

function activeBoard(questionId: number, categories = 2) {
  const board = makeBoard({ categories });
  board.state = { ...board.state, activeQuestionId: questionId };
  return board;
}

beforeEach(() => {
  vi.clearAllMocks();
  setLanguage('en');
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  clearGameQueue();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const seconds = () => screen.getByTestId('timer-seconds').textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

// Screens rendered whole with user events: allow for a busy 2-core machine.
describe('question screen', { timeout: 15_000 }, () => {
  it('shows the value with the word for points in the game\'s language, the category, the question and both teams', async () => {
    mockApi(fakeGameServer(activeBoard(103)).handlers);
    renderRoutes(routes, { at: '/jeopardy/42/question/103' });
    const text = await screen.findByTestId('question-text');
    expect(text.textContent).toBe('Question 103?');
    expect(text.getAttribute('lang')).toBe('en');
    expect(text.getAttribute('dir')).toBe('ltr');
    expect(screen.getByTestId('points-badge').textContent).toBe('400points');
    expect(screen.getByTestId('points-badge').getAttribute('aria-label')).toBe('400 points');
    expect(screen.getByTestId('category-label').textContent).toBe('Category: Imam Ali');
    expect(within(screen.getByTestId('team-score-1')).getByText('Lions')).toBeTruthy();
    expect(screen.getByTestId('team-score-value-2').textContent).toBe('0');
  });

  it('shows the Arabic text when the question has no English version', async () => {
    mockApi(fakeGameServer(activeBoard(205)).handlers);
    renderRoutes(routes, { at: '/jeopardy/42/question/205' });
    const text = await screen.findByTestId('question-text');
    expect(text.textContent).toBe('سؤال 205؟');
    expect(text.getAttribute('lang')).toBe('ar');
  });

  it('counts down from 30 every half second, pauses with Space, resets, then shows time up and the overtime', async () => {
    mockApi(fakeGameServer(activeBoard(101)).handlers);
    renderRoutes(routes, { at: '/jeopardy/42/question/101' });
    await screen.findByTestId('question-text');
    expect(seconds()).toBe('30');
    await advance(10_250);
    expect(seconds()).toBe('20');
    await user().keyboard(' ');
    expect(screen.getByTestId('timer-toggle').getAttribute('aria-label')).toBe('Resume timer');
    await advance(5_000);
    expect(seconds()).toBe('20');
    await user().keyboard(' ');
    await advance(3_000);
    expect(seconds()).toBe('17');
    await user().click(screen.getByTestId('timer-reset'));
    expect(seconds()).toBe('30');
    await advance(29_250);
    expect(seconds()).toBe('1');
    await advance(1_000);
    expect(screen.getByTestId('time-up').textContent).toBe("Time's up!");
    await advance(7_000);
    expect(screen.getByTestId('overtime').textContent).toBe('+7s');
  });

  it('keeps the clock where it was when the screen is left and opened again', async () => {
    const server = fakeGameServer(activeBoard(101));
    mockApi(server.handlers);
    const first = renderRoutes(routes, { at: '/jeopardy/42/question/101' });
    await screen.findByTestId('question-text');
    await advance(8_250);
    expect(seconds()).toBe('22');
    first.unmount();
    await advance(60_000);
    renderRoutes(routes, { at: '/jeopardy/42/question/101' });
    await screen.findByTestId('question-text');
    expect(seconds()).toBe('22');
    expect(screen.getByTestId('timer-toggle').getAttribute('aria-label')).toBe('Resume timer');
  });

  it('tells the server which question is open when reached by a reload', async () => {
    const server = fakeGameServer(makeBoard());
    const calls = mockApi(server.handlers);
    renderRoutes(routes, { at: '/jeopardy/42/question/106' });
    await screen.findByTestId('question-text');
    await waitFor(() => expect(server.board.state.activeQuestionId).toBe(106));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('sends an answered question back to the board', async () => {
    const board = makeBoard();
    board.state = answeredExcept(board.state, [102]);
    mockApi(fakeGameServer(board).handlers);
    renderRoutes(routes, { at: '/jeopardy/42/question/101' });
    expect((await screen.findByTestId('where')).textContent).toBe('/jeopardy/42');
  });

  it('says when the question is not part of the game', async () => {
    mockApi(fakeGameServer(makeBoard()).handlers);
    renderRoutes(routes, { at: '/jeopardy/42/question/999' });
    expect((await screen.findByTestId('game-error')).textContent).toContain('Question not found in game');
  });

  it('Enter shows the answer; Escape closes the question and returns to the board', async () => {
    const server = fakeGameServer(activeBoard(101));
    mockApi(server.handlers);
    const view = renderRoutes(routes, { at: '/jeopardy/42/question/101' });
    await screen.findByTestId('question-text');
    await user().keyboard('{Enter}');
    expect((await screen.findByTestId('answer-text')).textContent).toBe('Answer 101');
    expect(view.router.state.location.pathname).toBe('/jeopardy/42/answer/101');
    await user().keyboard('{Escape}');
    expect((await screen.findByTestId('where')).textContent).toBe('/jeopardy/42');
    await waitFor(() => expect(server.board.state.activeQuestionId).toBeNull());
  });

  it('Exit sits at the end of the header on the question and the answer screens alike', async () => {
    mockApi(fakeGameServer(activeBoard(101)).handlers);
    renderRoutes(routes, { at: '/jeopardy/42/question/101' });
    await screen.findByTestId('question-text');
    const lastControl = () => [...document.querySelectorAll('header button')].at(-1)?.getAttribute('data-testid');
    expect(lastControl()).toBe('exit-to-board');
    await user().keyboard('{Enter}');
    await screen.findByTestId('answer-text');
    expect(lastControl()).toBe('exit-to-board');
  });

  it('an armed 2X is said above the question with what a right answer earns', async () => {
    const board = activeBoard(103);
    board.state = { ...board.state, teams: [board.state.teams[0], { ...board.state.teams[1], usedDouble: true, doublePending: true }] };
    mockApi(fakeGameServer(board).handlers);
    renderRoutes(routes, { at: '/jeopardy/42/question/103' });
    await screen.findByTestId('question-text');
    expect(screen.getByTestId('armed-double-2-text').textContent).toBe('Falcons: 2X armed, a right answer earns 800');
    expect(screen.queryByTestId('armed-double-1')).toBeNull();
  });

  it('Enter shows the answer even after the host clicked Pause', async () => {
    mockApi(fakeGameServer(activeBoard(101)).handlers);
    const view = renderRoutes(routes, { at: '/jeopardy/42/question/101' });
    await screen.findByTestId('question-text');
    await user().click(screen.getByTestId('timer-toggle'));
    expect(document.activeElement).toBe(screen.getByTestId('timer-toggle'));
    expect(screen.getByTestId('timer-toggle').getAttribute('aria-label')).toBe('Resume timer');
    await user().keyboard('{Enter}');
    expect((await screen.findByTestId('answer-text')).textContent).toBe('Answer 101');
    expect(view.router.state.location.pathname).toBe('/jeopardy/42/answer/101');
  });

  it('the question clock stands still during a Phone a Friend call and goes on after it', async () => {
    mockApi(fakeGameServer(activeBoard(101)).handlers);
    renderRoutes(routes, { at: '/jeopardy/42/question/101' });
    await screen.findByTestId('question-text');
    await advance(5_250);
    expect(seconds()).toBe('25');
    await user().click(screen.getByTestId('phone-1'));
    const dialog = await screen.findByRole('dialog');
    await user().click(within(dialog).getByTestId('phone-start'));
    await advance(40_000);
    expect(seconds()).toBe('25');
    await user().click(within(dialog).getByTestId('phone-close'));
    expect(screen.getByTestId('timer-toggle').getAttribute('aria-label')).toBe('Pause timer');
    await advance(3_000);
    expect(seconds()).toBe('22');
  });

  it('the question clock stands still from the moment Phone a Friend opens, before Start: time is never up mid-call', async () => {
    mockApi(fakeGameServer(activeBoard(101)).handlers);
    renderRoutes(routes, { at: '/jeopardy/42/question/101' });
    await screen.findByTestId('question-text');
    await advance(10_250);
    expect(seconds()).toBe('20');
    await user().click(screen.getByTestId('phone-1'));
    const dialog = await screen.findByRole('dialog');
    await advance(30_000);
    await user().click(within(dialog).getByTestId('phone-start'));
    await advance(60_000);
    expect(seconds()).toBe('20');
    expect(screen.queryByTestId('time-up')).toBeNull();
    await user().click(within(dialog).getByTestId('phone-close'));
    await advance(2_000);
    expect(seconds()).toBe('18');
  });

  it('a call on a paused clock leaves it paused', async () => {
    mockApi(fakeGameServer(activeBoard(101)).handlers);
    renderRoutes(routes, { at: '/jeopardy/42/question/101' });
    await screen.findByTestId('question-text');
    await advance(2_250);
    await user().keyboard(' ');
    await user().click(screen.getByTestId('phone-2'));
    const dialog = await screen.findByRole('dialog');
    await user().click(within(dialog).getByTestId('phone-start'));
    await user().click(within(dialog).getByTestId('phone-close'));
    await advance(5_000);
    expect(seconds()).toBe('28');
    expect(screen.getByTestId('timer-toggle').getAttribute('aria-label')).toBe('Resume timer');
  });

  it('Phone a Friend: 60 s, -30 / +30 never below 0, Start Timer marks it used, Time Finished at zero', async () => {
    const server = fakeGameServer(activeBoard(101));
    const calls = mockApi(server.handlers);
    renderRoutes(routes, { at: '/jeopardy/42/question/101' });
    await user().click(await screen.findByTestId('phone-2'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Phone a Friend');
    expect(within(dialog).getByText('Falcons')).toBeTruthy();
    const clock = () => within(dialog).getByTestId('phone-seconds').textContent;
    expect(clock()).toBe('1:00');
    await user().click(within(dialog).getByTestId('phone-minus'));
    await user().click(within(dialog).getByTestId('phone-minus'));
    expect(clock()).toBe('0:00');
    expect((within(dialog).getByTestId('phone-minus') as HTMLButtonElement).disabled).toBe(true);
    await user().click(within(dialog).getByTestId('phone-plus'));
    expect(clock()).toBe('0:30');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user().click(within(dialog).getByTestId('phone-start'));
    await waitFor(() => expect(server.board.state.teams[1].usedPhone).toBe(true));
    expect(calls.at(-1)?.body).toEqual({ action: { type: 'usePhone', team: 1 } });
    await advance(10_100);
    expect(clock()).toBe('0:20');
    await advance(21_000);
    expect(within(dialog).getByTestId('phone-finished').textContent).toBe('Time Finished');

    await user().click(within(dialog).getByTestId('phone-close'));
    expect(screen.queryByRole('dialog')).toBeNull();
    const phone = screen.getByTestId('phone-2') as HTMLButtonElement;
    expect(phone.disabled).toBe(true);
    expect(phone.getAttribute('aria-label')).toBe('Falcons already used Phone a Friend');
    expect((screen.getByTestId('phone-1') as HTMLButtonElement).disabled).toBe(false);
  });

  it('in Arabic, -30 then +30 in reading order with the Arabic unit, and the overtime keeps its sign before the number', async () => {
    setLanguage('ar');
    mockApi(fakeGameServer(activeBoard(101)).handlers);
    renderRoutes(routes, { at: '/jeopardy/42/question/101' });
    await user().click(await screen.findByTestId('phone-2'));
    const dialog = await screen.findByRole('dialog');
    const minus = within(dialog).getByTestId('phone-minus');
    const plus = within(dialog).getByTestId('phone-plus');
    // The minus button comes first in the document: in the dialog's right-to-left row it is the one on the right.
    // (The unit follows a no-break space: it never wraps away from its number.)
    expect(minus.compareDocumentPosition(plus) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(dialog.getAttribute('dir')).toBe('rtl');
    for (const [button, text] of [[minus, '-30\u00a0ث'], [plus, '+30\u00a0ث']] as const) {
      expect(button.textContent).toBe(text);
      expect(button.querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
      expect(button.textContent).not.toMatch(/s/);
    }
    await user().click(within(dialog).getByTestId('phone-close'));
    await advance(37_250);
    const overtime = screen.getByTestId('overtime');
    expect(overtime.textContent).toBe('+7\u00a0ث');
    expect(overtime.querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(overtime.querySelector('bdi')?.textContent).toBe('+7');
  });

  it('closing Phone a Friend before starting keeps the lifeline', async () => {
    const server = fakeGameServer(activeBoard(101));
    const calls = mockApi(server.handlers);
    renderRoutes(routes, { at: '/jeopardy/42/question/101' });
    await user().click(await screen.findByTestId('phone-1'));
    await user().click(within(await screen.findByRole('dialog')).getByTestId('phone-close'));
    expect((screen.getByTestId('phone-1') as HTMLButtonElement).disabled).toBe(false);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});

// Screens rendered whole with user events: allow for a busy 2-core machine.
describe('answer screen', { timeout: 15_000 }, () => {
  it('shows the answer, the value and the scores, with the way back and the next step', async () => {
    mockApi(fakeGameServer(activeBoard(105)).handlers);
    const view = renderRoutes(routes, { at: '/jeopardy/42/answer/105' });
    expect((await screen.findByTestId('answer-text')).textContent).toBe('Answer 105');
    expect(screen.getByTestId('points-badge').textContent).toBe('600points');
    expect(screen.getByTestId('team-score-value-1').textContent).toBe('0');
    await user().click(screen.getByTestId('back-to-question'));
    expect((await screen.findByTestId('question-text')).textContent).toBe('Question 105?');
    await user().click(screen.getByTestId('show-answer'));
    await user().click(await screen.findByTestId('who-answered'));
    expect(view.router.state.location.pathname).toBe('/jeopardy/42/who-answered/105');
    expect(screen.queryByTestId('accepted-answers')).toBeNull();
  });

  it('lists the other answers the host also accepts, in the language of the answer shown', async () => {
    mockApi(fakeGameServer(activeBoard(103)).handlers);
    renderRoutes(routes, { at: '/jeopardy/42/answer/103' });
    const accepted = await screen.findByTestId('accepted-answers');
    expect([...accepted.querySelectorAll('span, li')].map((node) => node.textContent)).toEqual(['Also accept', 'Ans 103', 'Another answer']);
    expect(accepted.querySelector('li')?.getAttribute('lang')).toBe('en');
  });

  it('labels them in Arabic on an Arabic screen', async () => {
    setLanguage('ar');
    mockApi(fakeGameServer(activeBoard(103)).handlers);
    renderRoutes(routes, { at: '/jeopardy/42/answer/103' });
    const accepted = await screen.findByTestId('accepted-answers');
    expect([...accepted.querySelectorAll('span, li')].map((node) => node.textContent)).toEqual(['يُقبل أيضًا', 'ج 103', 'جواب آخر']);
    expect(accepted.getAttribute('dir')).toBe('rtl');
  });

  it('says the value with the Arabic word for points on an Arabic screen (DECISIONS 30)', async () => {
    setLanguage('ar');
    mockApi(fakeGameServer(activeBoard(103)).handlers);
    renderRoutes(routes, { at: '/jeopardy/42/answer/103' });
    await screen.findByTestId('answer-text');
    expect(screen.getByTestId('points-badge').textContent).toBe('400نقطة');
  });
});
