import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E_BASE_URL } from './support/env';
import { randomIp, screenshot, signUpViaApi, uniqueEmail, useLanguage } from './support/helpers';

type Lang = 'en' | 'ar';

/** What the user must see, word for word, in each language (English: the spec's wording). */
const TEXT = {
  en: {
    firstName: 'Fatima',
    lastName: 'Hasan',
    countryQuery: 'Kuwait',
    phoneLength: 'Phone number for Kuwait must be 8 digits',
    emailTaken: 'An account with this email already exists. Please try logging in instead.',
    registrationFailed: 'Registration failed',
    signupSuccess: 'Registration successful!',
    loginSuccess: 'Login successful!',
    invalidCredentials: 'Invalid login credentials',
    loginToContinue: 'Please login to continue',
    deleteTitle: 'Are you absolutely sure?',
    deleteCancel: 'Cancel',
    deleteConfirm: 'Yes, delete it',
    deleted: 'Account deleted successfully',
    redirecting: 'Redirecting to dashboard...',
    playNow: 'Play now',
    loginButton: 'Login',
    signupCta: 'Sign up: 2 games free',
    notFoundCountry: 'No countries found',
    forgotLink: 'Forgot Password?',
    instructionsSent: 'Password reset instructions sent',
  },
  ar: {
    firstName: 'فاطمة',
    lastName: 'الحسن',
    countryQuery: 'الكويت',
    phoneLength: 'يجب أن يتكون رقم الهاتف في الكويت من 8 أرقام',
    emailTaken: 'يوجد حساب بهذا البريد الإلكتروني بالفعل. يرجى تسجيل الدخول بدلاً من ذلك.',
    registrationFailed: 'فشل التسجيل',
    signupSuccess: 'تم التسجيل بنجاح!',
    loginSuccess: 'تم تسجيل الدخول بنجاح!',
    invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    loginToContinue: 'يرجى تسجيل الدخول للمتابعة',
    deleteTitle: 'هل أنت متأكد تمامًا؟',
    deleteCancel: 'إلغاء',
    deleteConfirm: 'نعم، احذفه',
    deleted: 'تم حذف الحساب بنجاح',
    redirecting: 'جارٍ الانتقال إلى لوحة التحكم...',
    playNow: 'العب الآن',
    loginButton: 'تسجيل الدخول',
    signupCta: 'سجّل الآن: لعبتان مجاناً',
    notFoundCountry: 'لم يتم العثور على دول',
    forgotLink: 'نسيت كلمة المرور؟',
    instructionsSent: 'تم إرسال تعليمات إعادة تعيين كلمة المرور',
  },
} as const;

const PASSWORD = 'secret-pass-1';

// Every test is its own client address, so the per-address signup limit does not add up.
// Playwright fixtures must destructure their first argument.
// eslint-disable-next-line no-empty-pattern
test.use({ extraHTTPHeaders: async ({}, use) => use({ 'x-forwarded-for': randomIp() }) });

/** An account created over HTTP by another client (this browser stays signed out). */
async function createAccount(request: APIRequestContext, language: Lang, email = uniqueEmail()) {
  const response = await request.post('/api/auth/signup', {
    data: {
      firstName: TEXT[language].firstName,
      lastName: TEXT[language].lastName,
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      country: 'KW',
      phone: '55512345',
      language,
    },
    headers: { 'x-forwarded-for': randomIp() },
  });
  expect(response.status()).toBe(201);
  // Sign that client out again; only the account matters.
  await request.post('/api/auth/logout');
  return email;
}

async function fillLogin(page: Page, email: string, password: string, remember = false) {
  await page.getByTestId('login-form').waitFor();
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  if (remember) {
    // The form is built HTML: a box checked before the app has taken it over counts only once it has.
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await page.getByTestId('login-remember').check();
  }
  await page.getByTestId('login-submit').click();
}

async function expectDirection(page: Page, language: Lang) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}

for (const language of ['en', 'ar'] as const) {
  const text = TEXT[language];

  test.describe(`accounts in ${language === 'en' ? 'English' : 'Arabic'}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('signup with a Kuwait number lands on /play with 2 points; a wrong length shows the spec message', async ({ page }) => {
      await page.goto('/signup');
      await expectDirection(page, language);
      await page.getByTestId('signup-form').waitFor();
      await screenshot(page, `signup-${language}`);

      await page.locator('#signup-first-name').fill(text.firstName);
      await page.locator('#signup-last-name').fill(text.lastName);
      await page.locator('#signup-email').fill(uniqueEmail('signup'));
      await page.locator('#signup-password').fill(PASSWORD);
      await page.locator('#signup-confirm-password').fill(PASSWORD);

      await page.getByTestId('country-picker').click();
      await page.getByTestId('country-search').fill('zzzz');
      await expect(page.getByTestId('country-empty')).toHaveText(text.notFoundCountry);
      await page.getByTestId('country-search').fill(text.countryQuery.slice(0, 3));
      await screenshot(page, `signup-country-${language}`);
      await page.getByTestId('country-search').fill(text.countryQuery);
      await page.getByTestId('country-option-KW').click();
      await expect(page.getByTestId('country-picker')).toContainText(text.countryQuery);
      await expect(page.getByTestId('phone-dial-code')).toHaveText('+965');

      // A chosen country leads on to the phone number. Non-digits are dropped while typing and the
      // length is capped at the country's 8 digits.
      const phone = page.locator('#signup-phone');
      await expect(phone).toBeFocused();
      await phone.pressSequentially('55a5-12 3');
      await expect(phone).toHaveValue('555123');
      await phone.fill('5551234');
      await page.getByTestId('signup-submit').click();
      await expect(page.getByTestId('signup-phone-error')).toHaveText(text.phoneLength);
      await expect(page).toHaveURL(/\/signup$/);
      await screenshot(page, `signup-error-${language}`);

      await phone.fill('555123456789');
      await expect(phone).toHaveValue('55512345');
      await expect(page.getByTestId('signup-phone-error')).toHaveCount(0);
      await page.getByTestId('signup-submit').click();
      await expect(page.getByText(text.signupSuccess)).toBeVisible();
      await expect(page).toHaveURL(/\/play$/);
      await expect(page.getByTestId('wallet-points')).toHaveText('2');
      await expect(page.getByTestId('header-first-name')).toHaveText(text.firstName);
      await expectDirection(page, language);
    });

    test("a duplicate e-mail shows the spec's message", async ({ page, request }) => {
      const email = await createAccount(request, language);
      await page.goto('/signup');
      await page.locator('#signup-first-name').fill(text.firstName);
      await page.locator('#signup-last-name').fill(text.lastName);
      await page.locator('#signup-email').fill(email.toUpperCase());
      await page.locator('#signup-password').fill(PASSWORD);
      await page.locator('#signup-confirm-password').fill(PASSWORD);
      await page.getByTestId('country-picker').click();
      await page.getByTestId('country-search').fill('+965');
      await page.getByTestId('country-search').press('Enter');
      await page.locator('#signup-phone').fill('55512345');
      await page.getByTestId('signup-submit').click();
      await expect(page.getByTestId('signup-email-error')).toHaveText(text.emailTaken);
      await expect(page.getByText(text.registrationFailed)).toBeVisible();
      await expect(page).toHaveURL(/\/signup$/);
    });

    test('remember me: after the browser is closed the user is still signed in and the e-mail is prefilled', async ({
      page,
      request,
      browser,
    }) => {
      const email = await createAccount(request, language);
      await page.goto('/login');
      await expectDirection(page, language);
      await fillLogin(page, email, PASSWORD, true);
      await expect(page.getByText(text.loginSuccess)).toBeVisible();
      await expect(page).toHaveURL(/\/play$/);

      // Closing the browser: cookies without an expiry die with it, persistent ones stay.
      const state = await page.context().storageState();
      await page.context().close();
      const reopened = await browser.newContext({
        baseURL: E2E_BASE_URL,
        storageState: { ...state, cookies: state.cookies.filter((cookie) => cookie.expires > 0) },
        extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
      });
      const again = await reopened.newPage();
      await again.goto('/profile');
      await expect(again.getByTestId('profile-email')).toHaveText(email);
      await expectDirection(again, language);

      // When that session ends (signed out on another device), the form opens with the e-mail filled in.
      await reopened.clearCookies();
      await again.goto('/login');
      await expect(again.locator('#login-email')).toHaveValue(email);
      await expect(again.getByTestId('login-remember')).toBeChecked();
      await expect(again.locator('#login-password')).toHaveValue('');
      await reopened.close();
    });

    test('without remember me the session ends with the browser and nothing is remembered', async ({ page, request, browser }) => {
      const email = await createAccount(request, language);
      await page.goto('/login');
      await fillLogin(page, email, PASSWORD, false);
      await expect(page).toHaveURL(/\/play$/);
      expect(await page.evaluate(() => localStorage.getItem('remembered_email'))).toBeNull();
      const state = await page.context().storageState();
      expect(state.cookies.find((cookie) => cookie.name === 'sid')?.expires).toBe(-1);
      await page.context().close();
      const reopened = await browser.newContext({
        baseURL: E2E_BASE_URL,
        storageState: { ...state, cookies: state.cookies.filter((cookie) => cookie.expires > 0) },
      });
      const again = await reopened.newPage();
      await again.goto('/login');
      await expect(again.getByTestId('login-form')).toBeVisible();
      await expect(again.locator('#login-email')).toHaveValue('');
      await expect(again.getByTestId('login-remember')).not.toBeChecked();
      await reopened.close();
    });

    test('delete account asks first, then removes it: logging in fails afterwards', async ({ page }) => {
      const account = await signUpViaApi(page, { firstName: text.firstName, lastName: text.lastName, language });
      await page.goto('/profile');
      await expect(page.getByTestId('profile-full-name')).toHaveText(`${text.firstName} ${text.lastName}`);
      await expect(page.getByTestId('profile-points')).toHaveText('2');
      await expectDirection(page, language);
      await screenshot(page, `profile-${language}`);

      await page.getByTestId('delete-account-open').click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog.getByRole('heading')).toHaveText(text.deleteTitle);
      await screenshot(page, `profile-delete-${language}`);
      await dialog.getByRole('button', { name: text.deleteCancel }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/profile$/);

      await page.getByTestId('delete-account-open').click();
      await page.getByRole('alertdialog').getByRole('button', { name: text.deleteConfirm }).click();
      await expect(page.getByText(text.deleted)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${E2E_BASE_URL}/$`));
      // Everything on the device is wiped, language included (spec: account deletion).
      expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);

      await useLanguage(page, language);
      await page.goto('/login');
      await fillLogin(page, account.email, account.password);
      await expect(page.getByText(text.invalidCredentials)).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    });

    test('a wrong password is said once, in the form and announced; forgot-password then shows only its own news', async ({ page, request }) => {
      const email = await createAccount(request, language);
      await page.goto('/login');
      await fillLogin(page, email, 'not-my-password');
      const refusal = page.getByTestId('login-form').getByRole('alert');
      await expect(refusal).toHaveText(text.invalidCredentials);
      await expect(page.getByText(text.invalidCredentials)).toHaveCount(1);
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
      await screenshot(page, `login-refused-${language}`);
      // Said above the fields, inside the card: where the user looks.
      const [alertBox, emailBox] = [await refusal.boundingBox(), await page.locator('#login-email').boundingBox()];
      expect(alertBox!.y + alertBox!.height).toBeLessThanOrEqual(emailBox!.y);

      await page.getByRole('link', { name: text.forgotLink }).click();
      await expect(page.locator('#forgot-email')).toHaveValue(email);
      await page.getByTestId('forgot-submit').click();
      await expect(page.getByTestId('forgot-sent')).toContainText(text.instructionsSent);
      await expect(page.getByText(text.invalidCredentials)).toHaveCount(0);
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
    });

    test('an empty submit focuses the first field of the form, not the last', async ({ page }) => {
      test.setTimeout(120_000);
      for (const [path, form, first] of [
        ['/login', 'login', '#login-email'],
        ['/signup', 'signup', '#signup-first-name'],
        ['/forgot-password', 'forgot', '#forgot-email'],
      ] as const) {
        await page.goto(path);
        await page.getByTestId(`${form}-form`).waitFor();
        await expect(page.locator('html[data-app-ready]')).toBeAttached();
        await page.getByTestId(`${form}-submit`).click();
        await expect(page.locator(first)).toBeFocused();
        await expect(page.locator(first)).toHaveAttribute('aria-invalid', 'true');
      }
    });

    test('/profile while signed out goes to /login with the toast, and back to /profile after login', async ({ page, request }) => {
      const email = await createAccount(request, language);
      await page.goto('/profile');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText(text.loginToContinue)).toBeVisible();
      await fillLogin(page, email, PASSWORD);
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByTestId('profile-email')).toHaveText(email);
    });

    test('a signed-in user is sent from /login and /signup to /play', async ({ page }) => {
      await signUpViaApi(page, { language });
      for (const path of ['/login', '/signup']) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/play$/);
      }
      // On the way, for 100 ms, the page says so (recorded as it appears).
      await page.addInitScript(() => {
        const seen: string[] = ((window as unknown as { seen: string[] }).seen = []);
        new MutationObserver(() => {
          const status = document.querySelector('[data-testid="auth-redirecting"]');
          if (status?.textContent) seen.push(status.textContent);
        }).observe(document, { childList: true, subtree: true, characterData: true });
      });
      await page.goto('/login');
      await expect(page).toHaveURL(/\/play$/);
      expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toContain(text.redirecting);
      // The home page sends a signed-in user to the game; other public pages offer it.
      await page.goto('/');
      await expect(page).toHaveURL(/\/play$/);
      await page.goto('/about');
      const header = page.getByRole('banner');
      await expect(header.getByTestId('header-play')).toHaveText(text.playNow);
      await expect(header.getByRole('link', { name: text.loginButton, exact: true })).toHaveCount(0);
      await header.getByTestId('header-play').click();
      await expect(page).toHaveURL(/\/play$/);
      // Signed out, the same header offers Login again.
      await page.request.post('/api/auth/logout');
      await page.goto('/about');
      await expect(header.getByRole('link', { name: text.loginButton, exact: true })).toBeVisible();
      await expect(header.getByTestId('header-play')).toHaveCount(0);
      await page.goto('/');
      await expect(page.getByRole('link', { name: text.signupCta })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
    });
  });
}

test.describe('login screen', () => {
  test('validation messages, the password toggle, screenshots in both languages and on a phone', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-email-error')).toHaveText('Email is required');
    await expect(page.getByTestId('login-password-error')).toHaveText('Password is required');
    await page.locator('#login-email').fill('not-an-email');
    await page.locator('#login-password').fill('short');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-email-error')).toHaveText('Invalid email address');
    await expect(page.getByTestId('login-password-error')).toHaveText('Password must be at least 8 characters.');
    await expect(page.locator('#login-password')).toHaveAttribute('type', 'password');
    await page.getByTestId('login-password-toggle').click();
    await expect(page.locator('#login-password')).toHaveAttribute('type', 'text');
    await page.getByTestId('login-password-toggle').click();
    await expect(page.locator('#login-password')).toHaveAttribute('type', 'password');
    await page.locator('#login-email').fill('');
    await page.locator('#login-password').fill('');
    await page.reload();
    await page.getByTestId('login-form').waitFor();
    await screenshot(page, 'login-en');
    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitemradio', { name: 'العربية' }).click();
    await expect(page.getByTestId('login-submit')).toHaveText('تسجيل الدخول');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-email-error')).toHaveText('البريد الإلكتروني مطلوب');
    await page.reload();
    await page.getByTestId('login-form').waitFor();
    await screenshot(page, 'login-ar');
  });

  for (const language of ['en', 'ar'] as const) {
    test(`login and signup on a phone in portrait (${language})`, async ({ page }) => {
      await useLanguage(page, language);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/login');
      await page.getByTestId('login-form').waitFor();
      await expect(page.getByTestId('rotate-prompt')).toHaveCount(0);
      await screenshot(page, `login-phone-${language}`);
      await page.goto('/signup');
      await page.getByTestId('signup-form').waitFor();
      await screenshot(page, `signup-phone-${language}`);
    });
  }
});

test.describe('language and session', () => {
  test('the stored language preference overrides the local one at login', async ({ page, request }) => {
    const email = await createAccount(request, 'ar');
    await useLanguage(page, 'en');
    await page.goto('/login');
    await expectDirection(page, 'en');
    await fillLogin(page, email, PASSWORD);
    await expect(page.getByText(TEXT.ar.loginSuccess)).toBeVisible();
    await expect(page).toHaveURL(/\/play$/);
    await expectDirection(page, 'ar');
    expect(await page.evaluate(() => [localStorage.getItem('language'), localStorage.getItem('direction')])).toEqual(['ar', 'rtl']);
  });

  test('the profile language selector saves the preference; change password; sign-out keeps only the language', async ({
    page,
  }) => {
    const account = await signUpViaApi(page);
    await page.goto('/profile');
    await expect(page.getByTestId('profile-phone')).toHaveText('+965 55512345');
    await expect(page.getByTestId('profile-country')).toHaveText('Kuwait');

    await page.getByTestId('profile-language').selectOption('ar');
    await expect(page.getByText('تم ضبط اللغة على العربية')).toBeVisible();
    await expectDirection(page, 'ar');
    await expect(page.getByTestId('profile-country')).toHaveText('الكويت');
    const saved = await page.request.get('/api/profile');
    expect((await saved.json()).profile).toMatchObject({ preferredLanguage: 'ar', preferredDirection: 'rtl' });

    // Change password: a wrong current password is refused, the right one works.
    await page.getByTestId('change-password-open').click();
    await page.locator('#current-password').fill('not-my-password');
    await page.locator('#new-password').fill('brand-new-pass');
    await page.locator('#confirm-new-password').fill('brand-new-pass');
    await page.getByTestId('change-password-submit').click();
    await expect(page.getByTestId('current-password-error')).toHaveText('كلمة المرور الحالية غير صحيحة');
    await page.locator('#current-password').fill(account.password);
    await page.getByTestId('change-password-submit').click();
    await expect(page.getByText('تم تغيير كلمة المرور بنجاح')).toBeVisible();
    await expect(page.getByTestId('change-password-dialog')).toBeHidden();

    await page.evaluate(() => {
      localStorage.setItem('some-cache', 'x');
      sessionStorage.setItem('pending', 'y');
    });
    // The two toasts stand over the account buttons at this size in Arabic until they go.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await page.getByTestId('logout').click();
    await expect(page.getByText('تم تسجيل الخروج بنجاح')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${E2E_BASE_URL}/$`));
    expect(await page.evaluate(() => ({ ...localStorage }))).toEqual({ language: 'ar', direction: 'rtl' });
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    expect((await (await page.request.get('/api/auth/session')).json()).user).toBeNull();

    await page.goto('/login');
    await fillLogin(page, account.email, 'brand-new-pass');
    await expect(page).toHaveURL(/\/play$/);
  });

  test('signing out on one device ends the session on the other: its next page asks to log in', async ({ page, browser }) => {
    const account = await signUpViaApi(page);
    await page.goto('/play');
    await expect(page.getByTestId('header-first-name')).toHaveText('Fatima');

    const other = await browser.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { 'x-forwarded-for': randomIp() } });
    const phone = await other.newPage();
    await phone.goto('/login');
    await fillLogin(phone, account.email, account.password);
    await expect(phone).toHaveURL(/\/play$/);
    await phone.goto('/profile');
    await phone.getByTestId('logout').click();
    await expect(phone.getByText('Logged out successfully')).toBeVisible();
    await other.close();

    // The first device still shows the user until it asks the server again.
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Please login to continue')).toBeVisible();
  });

  test('the default country comes from the time zone', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: E2E_BASE_URL, timezoneId: 'Asia/Kuwait', locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/signup');
    await expect(page.getByTestId('country-picker')).toContainText('Kuwait');
    await expect(page.getByTestId('phone-dial-code')).toHaveText('+965');
    await context.close();
  });

  test('a reset link without a token explains itself and offers a new one', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
    await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
    await page.getByRole('link', { name: 'Request New Reset Link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});
