import { useCallback, useEffect, useRef, useState } from 'react';
import { GAME_TYPES, MAX_CATEGORIES_PER_GAME } from '@app/shared/constants';
import type { GameType } from '@app/shared/game/state';
import { typedBeforeHydration, useHydrated } from '@/render/hydration';

export type NewGameDraft = { name: string; teamNames: [string, string]; categoryIds: number[]; gameType: GameType };

const STORAGE_KEY = 'new-game-draft';
const EMPTY: NewGameDraft = { name: '', teamNames: ['', ''], categoryIds: [], gameType: 'standard' };

const isGameType = (value: unknown): value is GameType => GAME_TYPES.some((type) => type === value);

function readDraft(): NewGameDraft {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return EMPTY;
    const value = JSON.parse(raw) as Partial<NewGameDraft>;
    const teams = Array.isArray(value.teamNames) ? value.teamNames : [];
    return {
      name: typeof value.name === 'string' ? value.name : '',
      teamNames: [typeof teams[0] === 'string' ? teams[0] : '', typeof teams[1] === 'string' ? teams[1] : ''],
      categoryIds: Array.isArray(value.categoryIds)
        ? value.categoryIds.filter((id): id is number => Number.isInteger(id)).slice(0, MAX_CATEGORIES_PER_GAME)
        : [],
      gameType: isGameType(value.gameType) ? value.gameType : 'standard',
    };
  } catch {
    return EMPTY;
  }
}

/** The form being filled in, kept for the tab's lifetime so a reload loses nothing. */
export function useNewGameDraft() {
  // A page the server rendered was built without the draft: it is read once the page is live.
  const restoring = useRef(!useHydrated());
  const [draft, setDraft] = useState<NewGameDraft>(() => (restoring.current ? EMPTY : readDraft()));
  useEffect(() => {
    if (restoring.current) {
      restoring.current = false;
      // What was typed into the server's page before the app took it over wins over the stored draft.
      const stored = readDraft();
      setDraft({
        ...stored,
        name: typedBeforeHydration('game-name') ?? stored.name,
        teamNames: [typedBeforeHydration('team-1') ?? stored.teamNames[0], typedBeforeHydration('team-2') ?? stored.teamNames[1]],
      });
      return;
    }
    try {
      if (draft === EMPTY) sessionStorage.removeItem(STORAGE_KEY);
      else sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
    } catch {
      // Storage full or blocked: the form still works, it just is not kept.
    }
  }, [draft]);
  const clear = useCallback(() => setDraft(EMPTY), []);
  return { draft, setDraft, clear };
}
