import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGameRequest, CreateGameResponse } from '@app/shared/contracts/games';
import { apiFetch } from '@/lib/api-client';
import { updateSessionUser } from '@/lib/session';
import { gamesKeys } from '../../games-keys';
import { categoriesKeys } from './get-categories';

export function createGame(body: CreateGameRequest): Promise<CreateGameResponse> {
  return apiFetch<CreateGameResponse>('/api/games', { method: 'POST', body });
}

/** Creates a game; the wallet chip shows the new balance and remaining games are re-read. */
export function useCreateGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createGame,
    onSuccess: ({ points }) => {
      updateSessionUser({ points });
      void client.invalidateQueries({ queryKey: categoriesKeys.all });
      void client.invalidateQueries({ queryKey: gamesKeys.all });
    },
  });
}
