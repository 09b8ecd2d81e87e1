/** What other modules may use of this one (docs/decisions/004): import it from here, never from its files. */
export { publishEvent } from './publish';
export type { EventStream, EventStreams } from './event-stream';
export type { RealtimeHub } from './hub';
