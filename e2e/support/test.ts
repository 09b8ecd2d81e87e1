import { test as base, expect, type BrowserContext } from '@playwright/test';

/**
 * The end-to-end `test`: every page a test opens, in any browser context, is watched for
 * Content-Security-Policy violations (the page's securitypolicyviolation event and Chromium's
 * console report), and the test fails on any.
 */
const CSP_REPORT = /Content Security Policy|CSP violation/i;

async function watch(context: BrowserContext, violations: string[]): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && CSP_REPORT.test(message.text())) violations.push(message.text());
  });
}

export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      await watch(context, violations);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const created = await newContext(options);
        await watch(created, violations);
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
