import { test as base, expect, type BrowserContext } from '@playwright/test';

/**
 * The end-to-end `test`: every page a test opens, in any browser context, is watched for
 * Content-Security-Policy violations (the page's securitypolicyviolation event and Chromium's
 * console report), and the test fails on any.
 *
 * Its pages also skip the game's one-second result pause (a whole game would otherwise wait
 * a second per tile): `test.use({ resultPauseMs: null })` keeps the real pause.
 */
const CSP_REPORT = /Content Security Policy|CSP violation/i;

async function prepare(context: BrowserContext, violations: string[], resultPauseMs: number | null): Promise<void> {
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
