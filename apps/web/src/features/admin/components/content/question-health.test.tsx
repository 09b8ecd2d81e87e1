import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MismatchedQuestion, QuestionHealthListResponse } from '@app/shared/contracts/admin';
import { setLanguage } from '@/lib/language';
import { mockApi, renderRoutes } from '@/test/render';
import { QuestionHealth } from './question-health';

const question = (id: number, difficulty: 'easy' | 'normal' | 'hard'): MismatchedQuestion['question'] => ({
  id,
  categoryId: 1,
  difficulty,
  questionAr: `سؤال ${id}؟`,
  answerAr: 'جواب',
  questionEn: `Question ${id}?`,
  answerEn: 'Answer',
  acceptedAnswersAr: [],
  acceptedAnswersEn: [],
  active: true,
  videoUrl: null,
  imageUrl: null,
  source: null,
  openReports: 0,
});

const HEALTH: QuestionHealthListResponse = {
  bands: { easy: { min: 0.7, max: 1 }, normal: { min: 0.4, max: 0.7 }, hard: { min: 0, max: 0.4 } },
  confidence: 0.95,
  mismatched: [
    { question: question(5, 'hard'), played: 30, teamAnswered: 24, noOne: 6, answeredShare: 0.8, interval: { min: 0.6269, max: 0.9049 }, suggested: 'easy' },
    { question: question(9, 'easy'), played: 10, teamAnswered: 0, noOne: 10, answeredShare: 0, interval: { min: 0, max: 0.2775 }, suggested: 'hard' },
  ],
};

function renderHealth() {
  const calls = mockApi({
    'GET /api/admin/question-health': () => ({ body: HEALTH }),
    'POST /api/admin/questions/5/difficulty': () => ({ body: { ...question(5, 'easy') } }),
  });
  renderRoutes([{ path: '/', Component: () => <QuestionHealth onOpen={() => {}} /> }], { at: '/' });
  return calls;
}

afterEach(() => setLanguage('en'));

describe('question health in the console', () => {
  it('shows the bands, each question\'s plays, interval and suggested label, and relabels it in one click (English)', async () => {
    setLanguage('en');
    const calls = renderHealth();
    const row = await screen.findByTestId('mismatched-5');
    expect(screen.getByTestId('health-bands').textContent).toBe(
      'What each label should play like (share a team answered):Easy (200): 70–100%Medium (400): 40–70%Hard (600): 0–40%',
    );
    expect(row.textContent).toContain('Hard (600) · Played 30 times · Answered 80% · No one: 6 · 95% interval: 63–90%');
    expect(row.textContent).toContain('Plays like: Easy (200)');
    expect(screen.getByTestId('mismatched-9').textContent).toContain('Played 10 times');

    fireEvent.click(screen.getByRole('button', { name: 'Make it Easy (200)' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', path: '/api/admin/questions/5/difficulty', body: { difficulty: 'easy' } }]));
  });

  it('says the plays with Arabic plural forms (Arabic)', async () => {
    setLanguage('ar');
    renderHealth();
    const row = await screen.findByTestId('mismatched-5');
    expect(row.textContent).toContain('لُعب 30 مرة');
    expect(row.textContent).toContain('مجال الثقة 95%: 63–90%');
    expect(screen.getByTestId('mismatched-9').textContent).toContain('لُعب 10 مرات');
    expect(screen.getByRole('button', { name: 'اجعله سهل (200)' })).toBeTruthy();
  });
});
