import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerShellPages } from './prerendered-pages';
import type { RenderLimits } from './render-allowance';
import { loadPageRenderer } from './rendered-pages';

const TEMPLATE = '<html><script type="application/json" id="page-data"><!--page-data--></script><div id="root"><!--app-html--></div></html>';
const shell = (language: string) => ({ signedIn: `${language} shell`, visitor: `${language} visitor shell`, rendered: `${language}: ${TEMPLATE}` });
/** What a rendered page's body is, for a renderer whose markup is `markup` and page data `{}`. */
const renderedPage = (markup: string) => `en: <html><script type="application/json" id="page-data">{}</script><div id="root">${markup}</div></html>`;

/** The sessions the test's app knows, by cookie: any other cookie is made up. */
const SESSIONS: Record<string, string> = { abc: 'session-abc', def: 'session-def', ghi: 'session-ghi', jkl: 'session-jkl' };
/** Limits the tests that are not about them do not reach. */
const ROOMY: RenderLimits = { perSession: { atOnce: 10, perMinute: 1000 }, perAddress: { atOnce: 10 } };

/** A web build whose renderer (dist/ssr/render.js) is the given module source. */
function webDistWithRenderer(source: string): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'rendered-pages-'));
  mkdirSync(path.join(dist, 'ssr'));
  writeFileSync(path.join(dist, 'ssr', 'render.js'), source);
  return dist;
}

const apps: ReturnType<typeof Fastify>[] = [];

async function appWithRenderer(source: string, { timeoutMs = 10_000, limits = ROOMY } = {}) {
  const app = Fastify();
  apps.push(app);
  await app.register(fastifyCookie);
  // What a renderer asks for: the API, as the browser whose page it renders.
  app.get('/api/who', (request) => ({ cookie: request.headers.cookie, ip: request.ip }));
  // Held until the test lets it answer: a page rendering for as long as the test needs.
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let gateAsked = 0;
  app.get('/api/gate', async () => {
    gateAsked++;
    await gate;
    return {};
  });
  const renderPage = await loadPageRenderer(app, webDistWithRenderer(source), {
    verifiedSession: (request) => SESSIONS[request.cookies.sid ?? ''] ?? null,
    timeoutMs,
    threads: 1,
    limits,
  });
  registerShellPages(app, new Map([['/play', { en: shell('en'), ar: shell('ar') }]]), (request) => Boolean(request.cookies.sid), renderPage);
  return { app, openGate: open, gateAsked: () => gateAsked };
}

/** A renderer whose page waits for /api/gate and names its session's cookie. */
const GATED = `
  export async function renderForPlayer({ cookies, get }) {
    await get('/api/gate');
    return { markup: 'rendered for ' + cookies, pageData: '{}' };
  }`;

/** A renderer whose page names the thread it was rendered on; `?crash` ends its thread, `?hang` never ends. */
const THREAD_NAMING = `
  import { isMainThread, threadId } from 'node:worker_threads';
  export async function renderForPlayer({ url }) {
    if (url.includes('crash')) process.exit(1);
    if (url.includes('hang')) await new Promise(() => {});
    return { markup: (isMainThread ? 'main thread ' : 'worker thread ') + threadId, pageData: '{}' };
  }`;

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('signed-in pages rendered on the server', () => {
  it('fills the template with the markup and the data, read from the API with the browser\'s cookies, in its language', async () => {
    const { app } = await appWithRenderer(`
      export async function renderForPlayer({ url, language, cookies, get }) {
        const who = await get('/api/who');
        return { markup: language + ' ' + url + ' ' + who.status + ' ' + who.body, pageData: JSON.stringify({ cookies }) };
      }`);
    const answer = await app.inject({ url: '/play?from=link', cookies: { sid: 'abc', lang: 'ar' }, remoteAddress: '10.0.0.7' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(answer.body).toBe(
      'ar: <html><script type="application/json" id="page-data">{"cookies":"sid=abc; lang=ar"}</script>' +
        '<div id="root">ar /play?from=link 200 {"cookie":"sid=abc; lang=ar","ip":"10.0.0.7"}</div></html>',
    );
  });

  it('renders on a worker thread, never on the server\'s own', async () => {
    const { app } = await appWithRenderer(THREAD_NAMING);
    const answer = await app.inject({ url: '/play', cookies: { sid: 'abc' } });
    expect(answer.body).toMatch(/^en: .*<div id="root">worker thread \d+<\/div>/);
  });

  it('sends the shell when the page cannot be rendered, fails or takes too long', async () => {
    for (const body of ['return null;', "throw new Error('broken screen');", 'await new Promise(() => {});']) {
      const { app } = await appWithRenderer(`export async function renderForPlayer() { ${body} }`, { timeoutMs: 200 });
      const answer = await app.inject({ url: '/play', cookies: { sid: 'abc' } });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe('en shell');
    }
  });

  it('sends the shell when its thread crashes, and renders the next page on a new thread', async () => {
    const { app } = await appWithRenderer(THREAD_NAMING, { timeoutMs: 10_000 });
    const first = (await app.inject({ url: '/play', cookies: { sid: 'abc' } })).body;
    expect((await app.inject({ url: '/play?crash', cookies: { sid: 'abc' } })).body).toBe('en shell');
    const next = (await app.inject({ url: '/play', cookies: { sid: 'abc' } })).body;
    expect(next).toMatch(/worker thread \d+/);
    expect(next).not.toBe(first);
  });

  it('sends the shell for a page that never ends, and replaces the thread that would not stop it', async () => {
    const { app } = await appWithRenderer(THREAD_NAMING);
    const first = (await app.inject({ url: '/play', cookies: { sid: 'abc' } })).body;
    expect((await app.inject({ url: '/play?hang', cookies: { sid: 'abc' } })).body).toBe('en shell');
    // Until the stuck thread is replaced (a second after it was told to stop) pages wait for it and time out.
    await vi.waitFor(
      async () => {
        const next = (await app.inject({ url: '/play', cookies: { sid: 'abc' } })).body;
        expect(next).toMatch(/worker thread \d+/);
        expect(next).not.toBe(first);
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  it('does not render for a cookie that names no session: a made-up cookie costs no render', async () => {
    const { app } = await appWithRenderer(`
      let renders = 0;
      export async function renderForPlayer() { renders++; return { markup: 'render ' + renders, pageData: '{}' }; }`);
    for (let i = 0; i < 5; i++) {
      const answer = await app.inject({ url: '/play', cookies: { sid: `made-up-${i}` } });
      expect(answer.body).toBe('en shell');
    }
    // The renderer's first render is this one: none ran for the made-up cookies.
    expect((await app.inject({ url: '/play', cookies: { sid: 'abc' } })).body).toBe(renderedPage('render 1'));
  });

  it('does not render for a browser without a session cookie', async () => {
    const { app } = await appWithRenderer("export async function renderForPlayer() { throw new Error('not for visitors'); }");
    const answer = await app.inject({ url: '/play' });
    expect(answer.body).toBe('en visitor shell');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('renders one page of a session at a time: the others asked meanwhile get the shell', async () => {
    const { app, openGate, gateAsked } = await appWithRenderer(GATED, {
      timeoutMs: 10_000,
      limits: { perSession: { atOnce: 1, perMinute: 1000 }, perAddress: { atOnce: 10 } },
    });
    const answered: string[] = [];
    const pages = Array.from({ length: 4 }, () => app.inject({ url: '/play', cookies: { sid: 'abc' } }).then(({ body }) => answered.push(body)));
    await vi.waitFor(() => expect(answered).toEqual(['en shell', 'en shell', 'en shell']));
    // The one page rendering (its thread starts with it) has asked for its data.
    await vi.waitFor(() => expect(gateAsked()).toBe(1), { timeout: 10_000 });
    openGate();
    await Promise.all(pages);
    expect(answered).toEqual(['en shell', 'en shell', 'en shell', renderedPage('rendered for sid=abc')]);
    // Once it is done, the session's next page is rendered.
    expect((await app.inject({ url: '/play', cookies: { sid: 'abc' } })).body).toBe(renderedPage('rendered for sid=abc'));
  });

  it('renders a session\'s pages up to its limit a minute, then the shell; another session still gets its page', async () => {
    const { app, openGate } = await appWithRenderer(GATED, { limits: { perSession: { atOnce: 1, perMinute: 3 }, perAddress: { atOnce: 10 } } });
    openGate();
    const bodies: string[] = [];
    for (let i = 0; i < 5; i++) bodies.push((await app.inject({ url: '/play', cookies: { sid: 'abc' } })).body);
    const rendered = renderedPage('rendered for sid=abc');
    expect(bodies).toEqual([rendered, rendered, rendered, 'en shell', 'en shell']);
    expect((await app.inject({ url: '/play', cookies: { sid: 'def' } })).body).toBe(renderedPage('rendered for sid=def'));
  });

  it('renders at most so many pages for one client address at once: the next gets the shell, another address its page', async () => {
    const { app, openGate, gateAsked } = await appWithRenderer(GATED, {
      timeoutMs: 10_000,
      limits: { perSession: { atOnce: 1, perMinute: 1000 }, perAddress: { atOnce: 2 } },
    });
    const sameAddress = ['abc', 'def', 'ghi'].map((sid) => app.inject({ url: '/play', cookies: { sid }, remoteAddress: '10.0.0.1' }).then(({ body }) => body));
    const otherAddress = app.inject({ url: '/play', cookies: { sid: 'jkl' }, remoteAddress: '10.0.0.2' }).then(({ body }) => body);
    // The third page from 10.0.0.1 is answered at once; the others render (one thread: one asks at a time).
    expect(await sameAddress[2]).toBe('en shell');
    await vi.waitFor(() => expect(gateAsked()).toBe(1), { timeout: 10_000 });
    openGate();
    expect(await Promise.all([...sameAddress, otherAddress])).toEqual([
      renderedPage('rendered for sid=abc'),
      renderedPage('rendered for sid=def'),
      'en shell',
      renderedPage('rendered for sid=jkl'),
    ]);
  });

  it('starts its threads with the first page, not with the server, and ends them with the app', async () => {
    const threads = () => process.getActiveResourcesInfo().filter((resource) => resource === 'MessagePort').length;
    const before = threads();
    const { app } = await appWithRenderer(THREAD_NAMING);
    // The renderer was loaded once to check the build; that thread has ended.
    expect(threads()).toBe(before);
    expect((await app.inject({ url: '/play', cookies: { sid: 'abc' } })).body).toMatch(/worker thread \d+/);
    expect(threads()).toBe(before + 1);
    await app.close();
    expect(threads()).toBe(before);
  });

  it('refuses to start with a renderer that cannot load, as the server did when it loaded it itself', async () => {
    const app = Fastify();
    apps.push(app);
    const broken = webDistWithRenderer("throw new Error('broken build');");
    await expect(loadPageRenderer(app, broken, { verifiedSession: () => 'session', threads: 1 })).rejects.toThrow('broken build');
  });

  it('sends the shell when the web app was built without a renderer', async () => {
    const app = Fastify();
    apps.push(app);
    await app.register(fastifyCookie);
    const renderPage = await loadPageRenderer(app, mkdtempSync(path.join(tmpdir(), 'no-renderer-')), { verifiedSession: () => 'session' });
    expect(renderPage).toBeUndefined();
    registerShellPages(app, new Map([['/play', { en: shell('en'), ar: shell('ar') }]]), () => true, renderPage);
    expect((await app.inject({ url: '/play' })).body).toBe('en shell');
  });
});
