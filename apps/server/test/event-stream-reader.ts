/**
 * Reads a server-sent event stream in a test: `events` fills as they arrive; `read(until)` reads
 * until the condition holds and answers true when the server ended the stream first.
 */
export function readEventStream<T = unknown>(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const events: { type: string; data: T }[] = [];
  const read = async (until: () => boolean): Promise<boolean> => {
    while (!until()) {
      const { value, done } = await reader.read();
      if (done) return true;
      text += decoder.decode(value, { stream: true });
      for (const match of text.matchAll(/event: (\w+)\ndata: (.*)\n\n/g)) events.push({ type: match[1]!, data: JSON.parse(match[2]!) as T });
      text = text.slice(text.lastIndexOf('\n\n') + 2);
    }
    return false;
  };
  return { events, read };
}
