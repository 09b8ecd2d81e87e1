import { PlayersOnline } from '../../components/players-online';

/** The console's players online section (/admin/players). */
export function Component() {
  return <PlayersOnline />;
}
