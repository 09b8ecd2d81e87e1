import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerShellPages } from './prerendered-pages';
import { loadPageRenderer } from './rendered-pages';

const TEMPLATE = '<html><script type="application/json" id="page-data"><!--page-data--></script><div id="root"><!--app-html--></div></html>';
const shell = (language: string) => ({ signedIn: `${language} shell`, visitor: `${language} visitor shell`, rendered: `${language}: ${TEMPLATE}` });

/** A web build whose renderer (dist/ssr/render.js) is the given module source. */
function webDistWithRenderer(source: string): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'rendered-pages-'));
  mkdirSync(path.join(dist, 'ssr'));
  writeFileSync(path.join(dist, 'ssr', 'render.js'), source);
  return dist;
}

const apps: ReturnType<typeof Fastify>[] = [];

async function appWithRenderer(source: string) {
  const app = Fastify();
  apps.push(app);
  await app.register(fastifyCookie);
  // What a renderer asks for: the API, as the browser whose page it renders.
  app.get('/api/who', (request) => ({ cookie: request.headers.cookie, ip: request.ip }));
  const renderPage = await loadPageRenderer(app, webDistWithRenderer(source), { timeoutMs: 200 });
  registerShellPages(app, new Map([['/play', { en: shell('en'), ar: shell('ar') }]]), (request) => Boolean(request.cookies.sid), renderPage);
  return app;
}

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('signed-in pages rendered on the server', () => {
  it('fills the template with the markup and the data, read from the API with the browser\'s cookies, in its language', async () => {
    const app = await appWithRenderer(`
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

  it('sends the shell when the page cannot be rendered, fails or takes too long', async () => {
    for (const body of ['return null;', "throw new Error('broken screen');", 'await new Promise(() => {});']) {
      const app = await appWithRenderer(`export async function renderForPlayer() { ${body} }`);
      const answer = await app.inject({ url: '/play', cookies: { sid: 'abc' } });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe('en shell');
    }
  });

  it('does not render for a browser without a session cookie', async () => {
    const app = await appWithRenderer("export async function renderForPlayer() { throw new Error('not for visitors'); }");
    const answer = await app.inject({ url: '/play' });
    expect(answer.body).toBe('en visitor shell');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('sends the shell when the web app was built without a renderer', async () => {
    const app = Fastify();
    apps.push(app);
    await app.register(fastifyCookie);
    const renderPage = await loadPageRenderer(app, mkdtempSync(path.join(tmpdir(), 'no-renderer-')));
    expect(renderPage).toBeUndefined();
    registerShellPages(app, new Map([['/play', { en: shell('en'), ar: shell('ar') }]]), () => true, renderPage);
    expect((await app.inject({ url: '/play' })).body).toBe('en shell');
  });
});
