import { MANUAL_SCORE_STEP } from '../constants';
import type { GameAction } from './actions';
import { isGameOver } from './results';
import { newQuestion, newTeam } from './state';
import type { AnsweringTeam, GameQuestion, GameState, Team, TeamIndex } from './state';

export const GAME_REFUSAL_CODES = [
  'question_not_found',
  'question_answered',
  'game_over',
  'score_at_zero',
  'double_used',
  'phone_used',
] as const;
export type GameRefusalCode = (typeof GAME_REFUSAL_CODES)[number];

export type ApplyActionResult = { ok: true; state: GameState } | { ok: false; code: GameRefusalCode };

/** Returns the next state, or why the action is refused. Never mutates `state`. */
export function applyAction(state: GameState, action: GameAction): ApplyActionResult {
  switch (action.type) {
    case 'openQuestion':
      return openQuestion(state, action.questionId);
    case 'closeQuestion':
      return accept({ ...state, activeQuestionId: null });
    case 'answer':
      return answer(state, action.questionId, action.team);
    case 'toggleTurn':
      return accept({ ...state, currentTeam: otherTeam(state.currentTeam) });
    case 'adjustScore':
      return adjustScore(state, action.team, action.direction);
    case 'useDouble':
      return useDouble(state, action.team);
    case 'usePhone':
      return usePhone(state, action.team);
    case 'reset':
      return accept(reset(state));
  }
}

function openQuestion(state: GameState, questionId: number): ApplyActionResult {
  if (isGameOver(state)) return refuse('game_over');
  const question = findQuestion(state, questionId);
  if (!question) return refuse('question_not_found');
  if (question.answered) return refuse('question_answered');
  return accept({ ...state, activeQuestionId: questionId });
}

function answer(state: GameState, questionId: number, answeredBy: AnsweringTeam): ApplyActionResult {
  const question = findQuestion(state, questionId);
  if (!question) return refuse('question_not_found');
  if (question.answered) return refuse('question_answered');

  const scoringTeam = answeredBy === 'none' ? null : teamIndexOf(answeredBy);
  const awarded = scoringTeam === null ? 0 : pointsIfAnswered(state.teams[scoringTeam], question.points);

  return accept({
    ...state,
    // Every answer ends any pending 2x: consumed by its team, or lost to No One or the other team.
    teams: mapTeams(state.teams, (team, index) => ({
      ...team,
      score: index === scoringTeam ? team.score + awarded : team.score,
      doublePending: false,
    })),
    currentTeam: otherTeam(state.currentTeam),
    categories: state.categories.map((category) => ({
      ...category,
      questions: category.questions.map((q) =>
        q.questionId === questionId ? { ...q, answered: true, answeredBy, awarded } : q,
      ),
    })),
    activeQuestionId: null,
    lastAnswer: { questionId, team: answeredBy, awarded },
  });
}

/** What a team earns for answering a question of this value: double with its 2X armed. */
export function pointsIfAnswered(team: Team, points: number): number {
  return team.doublePending ? points * 2 : points;
}

function adjustScore(state: GameState, teamIndex: TeamIndex, direction: 'plus' | 'minus'): ApplyActionResult {
  // Once every tile is answered the scores are final.
  if (isGameOver(state)) return refuse('game_over');
  const score = state.teams[teamIndex].score;
  if (direction === 'plus') return accept(withTeam(state, teamIndex, { score: score + MANUAL_SCORE_STEP }));
  if (score === 0) return refuse('score_at_zero');
  return accept(withTeam(state, teamIndex, { score: Math.max(0, score - MANUAL_SCORE_STEP) }));
}

function useDouble(state: GameState, teamIndex: TeamIndex): ApplyActionResult {
  if (isGameOver(state)) return refuse('game_over');
  if (state.teams[teamIndex].usedDouble) return refuse('double_used');
  return accept(withTeam(state, teamIndex, { usedDouble: true, doublePending: true }));
}

function usePhone(state: GameState, teamIndex: TeamIndex): ApplyActionResult {
  if (state.teams[teamIndex].usedPhone) return refuse('phone_used');
  return accept(withTeam(state, teamIndex, { usedPhone: true }));
}

function reset(state: GameState): GameState {
  return {
    teams: mapTeams(state.teams, (team) => newTeam(team.name)),
    currentTeam: 0,
    categories: state.categories.map((category) => ({
      categoryId: category.categoryId,
      questions: category.questions.map((question) => newQuestion(question.questionId, question.difficulty)),
    })),
    activeQuestionId: null,
    lastAnswer: null,
  };
}

function findQuestion(state: GameState, questionId: number): GameQuestion | undefined {
  for (const category of state.categories) {
    const question = category.questions.find((q) => q.questionId === questionId);
    if (question) return question;
  }
  return undefined;
}

function withTeam(state: GameState, teamIndex: TeamIndex, changes: Partial<Team>): GameState {
  return {
    ...state,
    teams: mapTeams(state.teams, (team, index) => (index === teamIndex ? { ...team, ...changes } : team)),
  };
}

function mapTeams(teams: GameState['teams'], update: (team: Team, index: TeamIndex) => Team): GameState['teams'] {
  return [update(teams[0], 0), update(teams[1], 1)];
}

function teamIndexOf(team: 'team1' | 'team2'): TeamIndex {
  return team === 'team1' ? 0 : 1;
}

function otherTeam(team: TeamIndex): TeamIndex {
  return team === 0 ? 1 : 0;
}

function accept(state: GameState): ApplyActionResult {
  return { ok: true, state };
}

function refuse(code: GameRefusalCode): ApplyActionResult {
  return { ok: false, code };
}
