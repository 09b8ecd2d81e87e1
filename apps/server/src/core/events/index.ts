/** Events between the server's parts and out to the browsers: publish one, or serve them as a stream. */
export { publishEvent } from './publish';
export type { EventStream, EventStreams } from './event-stream';
export { RealtimeHub } from './hub';
