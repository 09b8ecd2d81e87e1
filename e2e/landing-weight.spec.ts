import { formatLandingWeight, LANDING_BUDGET_KB, measureLanding } from '../scripts/support/landing-weight';
import { expect, test } from './support/test';

for (const language of ['en', 'ar'] as const) {
  test(`the landing page's first-load JavaScript stays within ${LANDING_BUDGET_KB} KB gzipped (${language})`, async ({ browser, baseURL }) => {
    const weight = await measureLanding(browser, baseURL!, language);
    expect(weight.totalKb, formatLandingWeight(weight)).toBeLessThanOrEqual(LANDING_BUDGET_KB);
  });
}
