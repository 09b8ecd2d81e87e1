import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';
import { openSection } from './support/console';
import { screenshot, signInOperator, signUpViaApi, useLanguage } from './support/helpers';

const TEXT = {
  en: {
    title: 'Operator console',
    resolved: 'Resolved',
    operatorsOnly: 'This page is for operators.',
    sent: 'Notification sent',
    bodyRequired: 'Write the message to send.',
    bodyArRequired: 'Write the message in Arabic too.',
    points: 'Games',
    price: 'Price (KWD)',
    shown: 'Shown',
    priceInvalid: 'Enter a price above 0, such as 2.750.',
    added: 'Package added',
    saved: 'Package saved',
    storePrice: '6.125 KWD',
    twoPoints: '2 points',
    fivePoints: '5 points',
    change: 'Points (+/-)',
    reason: 'Reason',
    changeInvalid: 'Enter a whole number from -1000 to 1000, not 0.',
    imamAli: 'Imam Ali',
    threeGames: '3 games · 2.750 KWD',
    pending: 'Pending',
    answerRequired: 'Write the answer.',
    questionSaved: 'Question saved',
  },
  ar: {
    title: 'لوحة المشرف',
    resolved: 'تم الحل',
    operatorsOnly: 'هذه الصفحة للمشرفين فقط.',
    sent: 'تم إرسال الإشعار',
    bodyRequired: 'اكتب الرسالة المراد إرسالها.',
    bodyArRequired: 'اكتب الرسالة بالعربية أيضًا.',
    points: 'الألعاب',
    price: 'السعر (د.ك)',
    shown: 'ظاهرة',
    priceInvalid: 'أدخل سعراً أكبر من 0، مثل 2.750.',
    added: 'تمت إضافة الباقة',
    saved: 'تم حفظ الباقة',
    storePrice: '6.125 د.ك',
    twoPoints: 'نقطتان',
    fivePoints: '5 نقاط',
    change: 'النقاط (+/-)',
    reason: 'السبب',
    changeInvalid: 'أدخل عدداً صحيحاً من -1000 إلى 1000، غير الصفر.',
    imamAli: 'الإمام علي (ع)',
    threeGames: '3 ألعاب · 2.750 د.ك',
    pending: 'معلّقة',
    answerRequired: 'اكتب الجواب.',
    questionSaved: 'تم حفظ السؤال',
  },
} as const;

// A player and an operator, six console sections and their screenshots: more than the default minute
// now that the console holds the content studio and the audit log.
test.describe.configure({ timeout: 180_000 });

for (const language of ['en', 'ar'] as const) {
  const text = TEXT[language];

  test(`operator console (${language}): a report reaches the inbox, a notification reaches a player, a package reaches the store, points reach the wallet, a question is corrected, a purchase is found`, async ({ page, browser }) => {
    const tag = randomBytes(3).toString('hex');
    await useLanguage(page, language);

    // A player reports an issue and keeps the new-game screen open.
    const player = await browser.newContext();
    const playerPage = await player.newPage();
    await useLanguage(playerPage, language);
    const { email: playerEmail } = await signUpViaApi(playerPage, { firstName: 'Maryam' });
    expect((await playerPage.request.post('/api/feedback', { data: { title: `Timer froze ${tag}`, content: 'Stopped at 12 s.' } })).status()).toBe(201);
    expect((await playerPage.request.get('/api/admin/feedback')).status()).toBe(403);
    await playerPage.goto('/admin');
    await expect(playerPage.getByText(text.operatorsOnly)).toBeVisible();
    const stream = playerPage.waitForResponse((response) => response.url().endsWith('/api/events'));
    await playerPage.goto('/play');
    await stream;

    // The operator opens the console from the sidebar.
    await signInOperator(page);
    await page.goto('/play');
    await page.getByRole('link', { name: text.title }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await openSection(page, 'reports');
    const report = page.getByTestId('feedback-inbox').locator('li').filter({ hasText: `Timer froze ${tag}` });
    await expect(report).toContainText('Stopped at 12 s.');
    await expect(report).toContainText('Maryam');
    await report.locator('select').selectOption('resolved');
    await page.reload();
    await expect(report.locator('select')).toHaveValue('resolved');
    await expect(report.locator('select option:checked')).toHaveText(text.resolved);

    await expect(page).toHaveURL(/\/admin\/reports$/);
    await openSection(page, 'notifications');

    // An empty message is explained in each language; the preview shows both as players will see
    // them; the player sees the texts of their language as a toast.
    await page.getByTestId('send-notification').click();
    await expect(page.locator('#notification-body-error')).toHaveText(text.bodyRequired);
    await expect(page.locator('#notification-ar-body-error')).toHaveText(text.bodyArRequired);
    await page.locator('#notification-title').fill(`Quiz night ${tag}`);
    await page.locator('#notification-body').fill('New questions about Lady Zaynab tonight.');
    await page.locator('#notification-ar-body').fill('أسئلة جديدة عن السيدة زينب الليلة.');
    await expect(page.getByTestId('notification-preview-en')).toContainText(`Quiz night ${tag}New questions about Lady Zaynab tonight.`);
    // Untitled in Arabic: the Arabic page's own title.
    await expect(page.getByTestId('notification-preview-ar')).toContainText('إشعارأسئلة جديدة عن السيدة زينب الليلة.');
    await expect(page.getByTestId('notification-preview-ar').locator('[dir="rtl"]')).toBeVisible();
    await page.getByTestId('notification-preview-ar').scrollIntoViewIfNeeded();
    await screenshot(page, `admin-notification-preview-${language}`);
    await page.getByTestId('send-notification').click();
    await expect(page.getByText(text.sent)).toBeVisible();
    const [toastTitle, toastBody] =
      language === 'en' ? [`Quiz night ${tag}`, 'New questions about Lady Zaynab tonight.'] : ['إشعار', 'أسئلة جديدة عن السيدة زينب الليلة.'];
    await expect(page.getByTestId('sent-notifications').locator('li').first()).toContainText(`${toastTitle}${toastBody}`);
    await expect(playerPage.getByText(toastTitle, { exact: true })).toBeVisible();
    await expect(playerPage.getByText(toastBody)).toBeVisible();

    // A new package shows in the store at once, and leaves it when hidden.
    const points = language === 'en' ? '7' : '8';
    await openSection(page, 'packages');
    const added = page.getByTestId('package-new');
    await added.getByLabel(text.points).fill(points);
    await added.getByLabel(text.price).fill('abc');
    await added.getByTestId('package-new-save').click();
    await expect(added.getByText(text.priceInvalid)).toBeVisible();
    await added.getByLabel(text.price).fill('6.125');
    await added.getByTestId('package-new-save').click();
    await expect(page.getByText(text.added)).toBeVisible();
    await playerPage.goto('/store');
    await expect(playerPage.getByTestId(`package-${points}`).getByTestId('package-price')).toHaveText(text.storePrice);
    const saved = page.locator('form[data-testid^="package-"]').filter({ has: page.locator(`input[value="${points}"]`) }).first();
    await saved.getByLabel(text.shown).uncheck();
    await saved.locator('button[type="submit"]').click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await playerPage.reload();
    await expect(playerPage.getByTestId('package-3')).toBeVisible();
    await expect(playerPage.getByTestId(`package-${points}`)).toHaveCount(0);
    await screenshot(page, `admin-packages-${language}`);

    // Points for the player: found by e-mail, a bad amount is explained, the wallet updates at once.
    await expect(playerPage.getByTestId('wallet-points')).toHaveText('2');
    await openSection(page, 'points');
    await page.locator('#user-search').fill(playerEmail);
    await page.getByTestId('user-search-submit').click();
    const account = page.locator('li[data-testid^="user-"]').filter({ hasText: playerEmail });
    await expect(account.locator('[data-testid$="-points"]')).toHaveText(text.twoPoints);
    await account.getByLabel(text.change).fill('0');
    await account.locator('button[type="submit"]').click();
    await expect(account.getByText(text.changeInvalid)).toBeVisible();
    await account.getByLabel(text.change).fill('3');
    await account.getByLabel(text.reason).fill('Payment not credited');
    await account.locator('button[type="submit"]').click();
    await expect(account.locator('[data-testid$="-points"]')).toHaveText(text.fivePoints);
    await expect(playerPage.getByTestId('wallet-points')).toHaveText('5');
    await screenshot(page, `admin-points-${language}`);

    // Purchases: the player's unfinished checkout, found by e-mail, is pending.
    const packages = (await (await playerPage.request.get('/api/store/packages')).json()) as { packages: { id: number; points: number }[] };
    const started = await playerPage.request.post('/api/payments/checkout', {
      data: { packageId: packages.packages.find((p) => p.points === 3)!.id, paymentMethod: 'vm' },
    });
    expect(started.status()).toBe(201);
    await openSection(page, 'purchases');
    await page.locator('#transactions-search').fill(playerEmail);
    await page.getByTestId('transactions-search-submit').click();
    const purchase = page.getByTestId('all-transactions').locator('li');
    await expect(purchase).toHaveCount(1);
    await expect(purchase).toContainText(text.threeGames);
    await expect(purchase.locator('[data-status="pending"]')).toHaveText(text.pending);
    await screenshot(page, `admin-purchases-${language}`);

    // The question bank: half an English version is explained; an unchanged question saves.
    await openSection(page, 'content');
    await page.locator('#question-filter-category').selectOption({ label: text.imamAli });
    await page.getByTestId('question-results').getByRole('button').first().click();
    const question = page.getByTestId('question-editor');
    const englishAnswer = question.locator('[id$="-answerEn"]');
    const original = await englishAnswer.inputValue();
    await englishAnswer.fill('');
    await question.locator('button[type="submit"]').click();
    await expect(question.getByText(text.answerRequired)).toBeVisible();
    await englishAnswer.fill(original);
    await question.locator('button[type="submit"]').click();
    await expect(page.getByText(text.questionSaved)).toBeVisible();
    await screenshot(page, `admin-${language}`);
    await player.close();
  });
}
