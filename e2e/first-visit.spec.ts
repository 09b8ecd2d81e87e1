import { expect, test } from './support/test';

/**
 * A TV or a phone opening /tv or /buzz for the first time has no session to resume: the page asks
 * without an error, so the browser's console stays clean (no red 401) while the form appears.
 */
for (const { path, form } of [
  { path: '/tv', form: 'tv-code-input' },
  { path: '/buzz', form: 'buzz-code' },
]) {
  test(`a first visit to ${path} logs no error in the console`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(path);
    // The form shows once the page has its answer about a session to resume.
    await expect(page.getByTestId(form)).toBeVisible();
    expect(errors).toEqual([]);
  });
}
