import { expect, test } from './support/test';
import { createGameViaApi, signUpViaApi, screenshot, useLanguage } from './support/helpers';
import { E2E_PORT } from './support/env';
import { readLeftToRight } from './support/layout';

/**
 * Addresses, codes and e-mail addresses keep their left-to-right order inside Arabic sentences.
 * The host opens the app by its IP address, as on a home network: a numeric address is what the
 * browser used to reorder («افتح tv/127.0.0.1:4300»).
 */
test.use({ baseURL: `http://127.0.0.1:${E2E_PORT}` });

test('the "Show on TV" address and the confirmation e-mail read left to right in Arabic', async ({ page }) => {
  await useLanguage(page, 'ar');
  await page.setViewportSize({ width: 1280, height: 720 });
  const { email } = await signUpViaApi(page, { language: 'ar', email: `4300-${Date.now()}@example.com` });
  await page.goto('/store');
  const notice = page.getByTestId('confirm-email-notice');
  await expect(notice).toContainText('@example.com');
  expect(await readLeftToRight(notice, email)).toBe(email);

  const gameId = await createGameViaApi(page);
  await page.goto(`/jeopardy/${gameId}`);
  await page.getByTestId('tv-open').click();
  await expect(page.getByTestId('tv-qr')).toBeVisible();
  const address = `127.0.0.1:${E2E_PORT}/tv`;
  const description = page.getByTestId('tv-dialog').locator('p').first();
  await expect(description).toContainText('افتح');
  expect(await readLeftToRight(description, address)).toBe(address);
  await screenshot(page, 'tv-dialog-address-ar');
});
