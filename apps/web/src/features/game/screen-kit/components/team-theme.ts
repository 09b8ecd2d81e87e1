import type { TeamIndex } from '@app/shared/game/state';

/** Each team's colour, used everywhere the team appears (DESIGN: teal team 1, orange team 2). */
export const teamTheme: Record<TeamIndex, { text: string; bg: string; border: string; ring: string; soft: string }> = {
  0: { text: 'text-team1', bg: 'bg-team1', border: 'border-team1', ring: 'ring-team1', soft: 'bg-team1/15' },
  1: { text: 'text-team2', bg: 'bg-team2', border: 'border-team2', ring: 'ring-team2', soft: 'bg-team2/15' },
};
