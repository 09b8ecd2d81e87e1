import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderPool, type ReadFromApi } from './render-pool';

/** A renderer whose page is the answer of its one read (the test answers when it likes). */
const READING = `export async function renderForPlayer({ url, get }) {
  const { body } = await get('/api/data' + url);
  return { markup: body, pageData: '{}' };
}`;

function rendererModule(source: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'render-pool-')), 'render.js');
  writeFileSync(file, source);
  return pathToFileURL(file).href;
}

const QUIET = { warn: () => undefined, error: () => undefined };
const pools: RenderPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

describe('RenderPool', () => {
  it('keeps so many pages waiting per thread, and answers the next at once with null (the shell)', async () => {
    const pool = await RenderPool.start({ renderer: rendererModule(READING), log: QUIET, threads: 1, waitingPerThread: 2 });
    pools.push(pool);
    const asked: string[] = [];
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const get: ReadFromApi = async (readPath) => {
      asked.push(readPath);
      await held;
      return { status: 200, body: `page ${readPath}` };
    };
    const page = (url: string) => pool.render({ url, language: 'en', cookies: '' }, get, new AbortController().signal);
    const rendering = page('/1');
    // The thread, started by this first page, has taken it: two more wait, the fourth is refused.
    await vi.waitFor(() => expect(asked).toEqual(['/api/data/1']), { timeout: 10_000 });
    const waiting = [page('/2'), page('/3')];
    expect(await page('/4')).toBeNull();
    answer();
    expect((await rendering)?.markup).toBe('page /api/data/1');
    expect((await Promise.all(waiting)).map((rendered) => rendered?.markup)).toEqual(['page /api/data/2', 'page /api/data/3']);
  });

  it('drops a waiting page that is given up: the thread renders the next one', async () => {
    const pool = await RenderPool.start({ renderer: rendererModule(READING), log: QUIET, threads: 1 });
    pools.push(pool);
    const asked: string[] = [];
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const get: ReadFromApi = async (readPath) => {
      asked.push(readPath);
      await held;
      return { status: 200, body: 'ok' };
    };
    const first = pool.render({ url: '/1', language: 'en', cookies: '' }, get, new AbortController().signal);
    // The thread starts with this first page.
    await vi.waitFor(() => expect(asked).toEqual(['/api/data/1']), { timeout: 10_000 });
    const givenUp = new AbortController();
    const dropped = pool.render({ url: '/2', language: 'en', cookies: '' }, get, givenUp.signal);
    const third = pool.render({ url: '/3', language: 'en', cookies: '' }, get, new AbortController().signal);
    givenUp.abort();
    expect(await dropped).toBeNull();
    answer();
    await Promise.all([first, third]);
    expect(asked).toEqual(['/api/data/1', '/api/data/3']);
  });
});
