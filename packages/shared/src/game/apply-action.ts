import { MANUAL_SCORE_STEP } from '../constants';
import type { GameAction } from './actions';
import { isGameOver } from './results';
import { GULF_AIDS, newQuestion, newTeam } from './state';
import type { AnsweringTeam, ArmedAids, GameQuestion, GameState, GulfAid, Judgement, Team, TeamAids, TeamIndex } from './state';

export const GAME_REFUSAL_CODES = [
  'question_not_found',
  'question_answered',
  'game_over',
  'score_at_zero',
  'double_used',
  'phone_used',
  'aid_not_in_game',
  'aid_used',
  'pit_question_open',
  'pit_not_turn',
  'nothing_to_undo',
] as const;
export type GameRefusalCode = (typeof GAME_REFUSAL_CODES)[number];

export type ApplyActionResult = { ok: true; state: GameState } | { ok: false; code: GameRefusalCode };

/** Returns the next state, or why the action is refused. Never mutates `state`. */
export function applyAction(state: GameState, action: GameAction): ApplyActionResult {
  switch (action.type) {
    case 'openQuestion':
      return openQuestion(state, action.questionId);
    case 'closeQuestion':
      return accept({ ...state, activeQuestionId: null, revealedQuestionId: null });
    case 'revealAnswer':
      return revealAnswer(state, action.questionId);
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
    case 'useAid':
      return useAid(state, action.team, action.aid);
    case 'undo':
      return undo(state);
    case 'reset':
      return accept(reset(state));
  }
}

function openQuestion(state: GameState, questionId: number): ApplyActionResult {
  if (isGameOver(state)) return refuse('game_over');
  const question = findQuestion(state, questionId);
  if (!question) return refuse('question_not_found');
  if (question.answered) return refuse('question_answered');
  const revealedQuestionId = state.revealedQuestionId === questionId ? questionId : null;
  return accept({ ...state, activeQuestionId: questionId, revealedQuestionId });
}

/** Also opens the question: a reloaded answer screen reveals the question it shows. */
function revealAnswer(state: GameState, questionId: number): ApplyActionResult {
  const opened = openQuestion(state, questionId);
  return opened.ok ? accept({ ...opened.state, revealedQuestionId: questionId }) : opened;
}

function answer(state: GameState, questionId: number, answeredBy: AnsweringTeam): ApplyActionResult {
  const question = findQuestion(state, questionId);
  if (!question) return refuse('question_not_found');
  if (question.answered) return refuse('question_answered');

  const scoringTeam = answeredBy === 'none' ? null : teamIndexOf(answeredBy);
  const awarded = scoringTeam === null ? 0 : pointsIfAnswered(state.teams[scoringTeam], question.points);
  // The Pit: the team that took it answered, so the other team loses what it won, never below 0.
  const pitVictim = scoringTeam !== null && state.teams[scoringTeam].aids.pit === 'armed' ? otherTeam(scoringTeam) : null;
  const pitPenalty = pitVictim === null ? 0 : Math.min(awarded, state.teams[pitVictim].score);
  const judgement: Judgement = {
    questionId,
    team: answeredBy,
    awarded,
    pitPenalty,
    turnBefore: state.currentTeam,
    armedBefore: [armedOf(state.teams[0]), armedOf(state.teams[1])],
  };

  return accept({
    ...state,
    // Every answer ends whatever was armed: a 2X or an aid is consumed by its team or lost.
    teams: mapTeams(state.teams, (team, index) => ({
      ...team,
      score: team.score + (index === scoringTeam ? awarded : 0) - (index === pitVictim ? pitPenalty : 0),
      doublePending: false,
      aids: mapAids(team.aids, (status) => (status === 'armed' ? 'used' : status)),
    })),
    currentTeam: otherTeam(state.currentTeam),
    categories: withQuestion(state, questionId, { answered: true, answeredBy, awarded }),
    activeQuestionId: null,
    revealedQuestionId: null,
    lastAnswer: { questionId, team: answeredBy, awarded },
    history: [...state.history, judgement],
  });
}

/** Puts the game back as it was before the last judgement: tile, scores, turn, 2X and aids. */
function undo(state: GameState): ApplyActionResult {
  const last = state.history.at(-1);
  if (!last) return refuse('nothing_to_undo');
  const scoringTeam = last.team === 'none' ? null : teamIndexOf(last.team);
  const pitVictim = last.pitPenalty > 0 && scoringTeam !== null ? otherTeam(scoringTeam) : null;
  const history = state.history.slice(0, -1);
  const previous = history.at(-1);

  return accept({
    ...state,
    teams: mapTeams(state.teams, (team, index) => {
      const armed = last.armedBefore[index];
      return {
        ...team,
        // A manual minus after the judgement may have left less than was awarded: never below 0.
        score: Math.max(0, team.score - (index === scoringTeam ? last.awarded : 0)) + (index === pitVictim ? last.pitPenalty : 0),
        doublePending: team.doublePending || armed.double,
        aids: mapAids(team.aids, (status, aid) => (armed[aid] ? 'armed' : status)),
      };
    }),
    currentTeam: last.turnBefore,
    categories: withQuestion(state, last.questionId, { answered: false, answeredBy: null, awarded: 0 }),
    activeQuestionId: null,
    revealedQuestionId: null,
    lastAnswer: previous ? { questionId: previous.questionId, team: previous.team, awarded: previous.awarded } : null,
    history,
  });
}

function useAid(state: GameState, teamIndex: TeamIndex, aid: GulfAid): ApplyActionResult {
  if (state.gameType !== 'gulf') return refuse('aid_not_in_game');
  if (isGameOver(state)) return refuse('game_over');
  const team = state.teams[teamIndex];
  if (team.aids[aid] !== 'unused') return refuse('aid_used');
  if (aid === 'pit') {
    // The Pit is taken before the question opens, by the team whose turn it is.
    if (state.activeQuestionId !== null) return refuse('pit_question_open');
    if (state.currentTeam !== teamIndex) return refuse('pit_not_turn');
  }
  return accept(withTeam(state, teamIndex, { aids: { ...team.aids, [aid]: 'armed' } }));
}

function armedOf(team: Team): ArmedAids {
  return {
    double: team.doublePending,
    pit: team.aids.pit === 'armed',
    answerTwice: team.aids.answerTwice === 'armed',
    rest: team.aids.rest === 'armed',
  };
}

function mapAids(aids: TeamAids, update: (status: TeamAids[GulfAid], aid: GulfAid) => TeamAids[GulfAid]): TeamAids {
  const next = { ...aids };
  for (const aid of GULF_AIDS) next[aid] = update(aids[aid], aid);
  return next;
}

function withQuestion(state: GameState, questionId: number, changes: Partial<GameQuestion>): GameState['categories'] {
  return state.categories.map((category) => ({
    ...category,
    questions: category.questions.map((q) => (q.questionId === questionId ? { ...q, ...changes } : q)),
  }));
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
    revealedQuestionId: null,
    lastAnswer: null,
    gameType: state.gameType,
    history: [],
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
