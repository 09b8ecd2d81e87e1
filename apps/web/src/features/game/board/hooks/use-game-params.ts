import { useParams } from 'react-router';
import { parseId } from '../utils/game-paths';

export function useGameParams(): { gameId: number | null; questionId: number | null; hasQuestionParam: boolean } {
  const params = useParams();
  return { gameId: parseId(params.gameId), questionId: parseId(params.questionId), hasQuestionParam: params.questionId !== undefined };
}
