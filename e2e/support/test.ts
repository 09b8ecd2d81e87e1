import { test as base, expect, type APIRequestContext, type BrowserContext } from '@playwright/test';

/**
 * The end-to-end `test`: every page a test opens, in any browser context, is watched for
 * Content-Security-Policy violations (the page's securitypolicyviolation event and Chromium's
 * console report), and the test fails on any.
 *
 * Its pages also skip the game's one-second result pause (a whole game would otherwise wait
 * a second per tile): `test.use({ resultPauseMs: null })` keeps the real pause.
 */
const CSP_REPORT = /Content Security Policy|CSP violation/i;

/**
 * A test's API calls each open their own connection. Playwright's client keeps an idle connection
 * forever and reuses it, so a call sent just as the server closes it (idle for 5 s) meets a reset;
 * a browser sends such a request again, Playwright's client reports the reset and fails the test.
 */
function closeEachConnection(request: APIRequestContext): void {
  for (const method of ['fetch', 'get', 'head', 'post', 'put', 'patch', 'delete'] as const) {
    const send = request[method].bind(request) as (url: unknown, options?: { headers?: Record<string, string> }) => unknown;
    Object.assign(request, { [method]: (url: unknown, options: { headers?: Record<string, string> } = {}) => send(url, { ...options, headers: { ...options.headers, connection: 'close' } }) });
  }
}

async function prepare(context: BrowserContext, violations: string[], resultPauseMs: number | null): Promise<void> {
  closeEachConnection(context.request);
  if (resultPauseMs !== null) {
    await context.addInitScript((pause) => Object.assign(window, { resultPauseMs: pause }), resultPauseMs);
  }
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && CSP_REPORT.test(message.text())) violations.push(message.text());
  });
}

export const test = base.extend<{ resultPauseMs: number | null; preparedContexts: void }>({
  resultPauseMs: [0, { option: true }],
  request: async ({ request }, use) => {
    closeEachConnection(request);
    await use(request);
  },
  preparedContexts: [
    async ({ context, browser, resultPauseMs }, use) => {
      const violations: string[] = [];
      await prepare(context, violations, resultPauseMs);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const created = await newContext(options);
        await prepare(created, violations, resultPauseMs);
        return created;
      };
      await use();
      browser.newContext = newContext;
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
