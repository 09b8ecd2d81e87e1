import { E2E_BASE_URL } from './support/env';
import { appTookOver, openPlay, screenshot, signUpViaApi, useLanguage } from './support/helpers';
import { expect, test } from './support/test';

/** The signed-in header: the name opens Profile and Log out, by mouse and by keyboard, on a phone too. */
const TEXT = {
  en: { firstName: 'Fatima', menu: 'Account menu of Fatima', profile: 'Profile', logout: 'Logout', loggedOut: 'Logged out successfully' },
  ar: { firstName: 'فاطمة', menu: 'قائمة حساب فاطمة', profile: 'الملف الشخصي', logout: 'تسجيل الخروج', loggedOut: 'تم تسجيل الخروج بنجاح' },
} as const;

for (const language of ['en', 'ar'] as const) {
  const text = TEXT[language];

  test.describe(`the header's account menu (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      // Several pages each: room for a busy machine.
      test.setTimeout(150_000);
      await useLanguage(page, language);
      await signUpViaApi(page, { firstName: text.firstName, language });
    });

    test('opens Profile and Log out; Escape and a click outside close it; the keyboard reaches every item', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto('/store');
      await appTookOver(page);
      const trigger = page.getByRole('button', { name: text.menu });
      await expect(page.getByTestId('header-first-name')).toHaveText(text.firstName, { timeout: 30_000 });
      await trigger.click();
      const menu = page.getByRole('menu', { name: text.menu });
      await expect(menu.getByRole('menuitem')).toHaveText([text.profile, text.logout]);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('menuitem', { name: text.profile })).toBeFocused();
      await screenshot(page, `user-menu-1280x720-${language}`);

      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', { name: text.logout })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', { name: text.profile })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(trigger).toBeFocused();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');

      // From the keyboard alone: Enter opens, the first item has the focus, Enter follows it.
      await page.keyboard.press('Enter');
      await expect(menu.getByRole('menuitem', { name: text.profile })).toBeFocused();
      await page.locator('main').click({ position: { x: 5, y: 5 } });
      await expect(menu).toHaveCount(0);
      await trigger.focus();
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', { name: text.profile })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/profile$/);
      await expect(menu).toHaveCount(0);

      await trigger.click();
      await menu.getByRole('menuitem', { name: text.logout }).click();
      await expect(page.getByText(text.loggedOut)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${E2E_BASE_URL}/$`));
      expect((await (await page.request.get('/api/auth/session')).json()).user).toBeNull();
    });

    for (const size of [
      { width: 844, height: 390 },
      { width: 390, height: 844 },
    ]) {
      test(`on a phone (${size.width}x${size.height}) the menu fits on screen, and the drawer logs out too`, async ({ page }) => {
        await page.setViewportSize(size);
        await openPlay(page);
        await expect(page.getByRole('button', { name: text.menu })).toBeVisible({ timeout: 30_000 });
        await page.getByRole('button', { name: text.menu }).click();
        const menu = page.getByRole('menu', { name: text.menu });
        for (const item of await menu.getByRole('menuitem').all()) {
          const box = (await item.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(size.width);
        }
        await screenshot(page, `user-menu-${size.width}x${size.height}-${language}`);
        // Escape closes it even when the focus has gone to the page (its game name field).
        await page.locator('#game-name').focus();
        await page.keyboard.press('Escape');
        await expect(menu).toHaveCount(0);

        await page.getByTestId('sidebar-toggle').click();
        const drawer = page.getByTestId('sidebar-sheet');
        await expect(drawer.getByRole('link', { name: text.profile })).toBeVisible();
        await screenshot(page, `drawer-${size.width}x${size.height}-${language}`);
        await drawer.getByRole('button', { name: text.logout }).click();
        await expect(page.getByText(text.loggedOut)).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${E2E_BASE_URL}/$`));
      });
    }
  });
}
