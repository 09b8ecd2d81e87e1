// @ts-check
/**
 * A thread of the render pool (render-pool.ts): loads the web build's renderer (workerData.renderer,
 * dist/ssr/render.js) and renders one page at a time as the server asks. The page's data is read
 * by asking the server's thread, which answers with its own API and the browser's cookies (one path
 * to the data). Plain JavaScript, with nothing to import but Node's own modules: a thread starts
 * from a file Node runs as it is, from the source as from the build (copied beside dist/main.js).
 *
 * Messages from the server: { type: 'render', url, language, cookies }, { type: 'answer', id,
 * status, body } (to a 'get'), { type: 'abort' } (the server has given up: stop at the next step).
 * To the server: { type: 'ready' } once the renderer is loaded, { type: 'get', id, path },
 * { type: 'rendered', rendered } (null: send the shell) or { type: 'failed', error }.
 */
import { parentPort, workerData } from 'node:worker_threads';

if (!parentPort) throw new Error('render-worker.mjs runs as a worker thread of the render pool');
const server = parentPort;

// React picks its build from NODE_ENV when first loaded: pages are rendered with the production one.
process.env.NODE_ENV ??= 'production';
const renderer = await import(workerData.renderer);

/** @type {Map<number, (answer: { status: number; body: string }) => void>} */
const waitingForAnswers = new Map();
let lastGet = 0;
/** @type {AbortController | undefined} */
let rendering;

/** @param {string} path */
function get(path) {
  const id = ++lastGet;
  return new Promise((resolve) => {
    waitingForAnswers.set(id, resolve);
    server.postMessage({ type: 'get', id, path });
  });
}

/** @param {{ url: string; language: string; cookies: string }} request */
async function render({ url, language, cookies }) {
  const giveUp = new AbortController();
  rendering = giveUp;
  try {
    const rendered = await renderer.renderForPlayer({ url, language, cookies, get, signal: giveUp.signal });
    server.postMessage({ type: 'rendered', rendered: rendered ?? null });
  } catch (error) {
    server.postMessage({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  } finally {
    rendering = undefined;
    // Answers still on their way belong to a page that is over.
    waitingForAnswers.clear();
  }
}

server.on('message', (message) => {
  if (message.type === 'render') void render(message);
  else if (message.type === 'answer') {
    waitingForAnswers.get(message.id)?.({ status: message.status, body: message.body });
    waitingForAnswers.delete(message.id);
  } else if (message.type === 'abort') rendering?.abort();
});
server.postMessage({ type: 'ready' });
