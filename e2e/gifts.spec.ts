import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test } from './support/test';
import { E2E_DATA_DIR } from './support/env';
import { confirmationToken, screenshot, signUpViaApi, uniqueEmail, useLanguage } from './support/helpers';
import { expectNoSidewaysScroll, expectTextNotClipped } from './support/layout';
import { payInSandbox } from './support/sandbox';

/**
 * A gift end to end, in English (card) and Arabic (KNET): a player buys the 3-game package for
 * someone else's address with a message, pays in the sandbox, and the history says the gift is
 * waiting; the recipient's e-mail (read from the outbox) holds the message as typed in both
 * languages; the recipient creates an account with that address, confirms it, and the gift
 * arrives once (3 points on top of the 2 a new account has); the buyer's history then says delivered.
 */
const TEXT = {
  en: {
    message: 'Eid Mubarak! عيدكم مبارك — for our Thursday nights',
    paid: 'is paid: we have e-mailed them in Arabic and English.',
    waiting: 'Gift to g***@example.com: waiting',
    delivered: 'Gift to g***@example.com: delivered',
    visitor: 'Someone has sent a gift to your e-mail address.',
    confirmFirst: 'Confirm your address',
    arrived: 'A gift from Zahra Ali has arrived',
    points: '3 points have been added to your balance.',
    balance: '5 points',
    selfRefused: 'You cannot send a gift to your own address.',
  },
  ar: {
    message: 'عيدكم مبارك! Eid Mubarak — لسهرات الخميس',
    paid: 'أرسلنا إليه رسالة بالعربية والإنجليزية.',
    waiting: 'هدية إلى g***@example.com: بانتظار الاستلام',
    delivered: 'هدية إلى g***@example.com: وصلت',
    visitor: 'أرسل إليك أحدهم هدية على بريدك الإلكتروني.',
    confirmFirst: 'أكّد بريدك',
    arrived: 'وصلتك هدية من Zahra Ali',
    points: 'أُضيفت 3 نقاط إلى رصيدك.',
    balance: '5 نقاط',
    selfRefused: 'لا يمكنك إرسال هدية إلى بريدك أنت.',
  },
} as const;

/** A loaded machine can take a while to settle a payment and draw the pages. */
const expect = baseExpect.configure({ timeout: 30_000 });

/** The newest mail to an address in the test server's outbox, its HTML and text parts decoded. */
async function mailTo(email: string): Promise<{ subject: string; html: string; text: string }> {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  const decode = (body: string) =>
    Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  for (let attempt = 0; attempt < 120; attempt++) {
    const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(`-${email}.eml`)).sort() : [];
    const raw = files.length > 0 ? readFileSync(path.join(dir, files.at(-1)!), 'utf8') : '';
    const part = (type: string) => {
      const at = raw.indexOf(`Content-Type: ${type}`);
      if (at < 0) return '';
      const start = raw.indexOf('\n\n', at) >= 0 ? raw.indexOf('\n\n', at) + 2 : at;
      const boundary = /boundary="?([^";\s]+)"?/.exec(raw)?.[1] ?? '';
      const end = raw.indexOf(`\n--${boundary}`, start);
      return decode(raw.slice(start, end < 0 ? undefined : end));
    };
    if (raw.includes('text/html')) {
      const subjectLine = /^Subject: (.+(?:\n .+)*)/m.exec(raw)?.[1] ?? '';
      // Encoded words (RFC 2047) may split a character: their bytes are joined before reading them as UTF-8.
      const words = [...subjectLine.matchAll(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi)];
      const subject =
        words.length === 0
          ? subjectLine
          : Buffer.concat(
              words.map(([, kind, data]) =>
                kind!.toUpperCase() === 'B'
                  ? Buffer.from(data!, 'base64')
                  : Buffer.from(data!.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1'),
              ),
            ).toString('utf8');
      return { subject, html: part('text/html'), text: part('text/plain') };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail for ${email}`);
}


for (const language of ['en', 'ar'] as const) {
  const text = TEXT[language];

  test(`a gift bought in the store reaches a new account once it confirms the address (${language})`, async ({ page, browser }) => {
    test.setTimeout(300_000);
    const recipient = uniqueEmail('gift');
    await useLanguage(page, language);
    const buyer = await signUpViaApi(page, { firstName: 'Zahra', lastName: 'Ali', language });

    // The gift form: the buyer's own address is refused with a clear message.
    await page.goto('/store');
    await expect(page.locator('html[data-app-ready]')).toBeAttached({ timeout: 60_000 });
    const form = page.getByTestId('gift-field');
    await form.getByTestId('gift-toggle').check();
    await form.getByTestId('gift-email').fill(buyer.email.toUpperCase());
    await page.getByTestId('buy-3').click();
    await expect(form.getByTestId('gift-error')).toContainText(text.selfRefused);
    await form.getByTestId('gift-email').fill(` ${recipient} `);
    await form.getByTestId('gift-message').fill(text.message);
    await expect(form.getByTestId('gift-then')).toBeVisible();
    await form.scrollIntoViewIfNeeded();
    await page.setViewportSize({ width: 1280, height: 720 });
    await screenshot(page, `store-gift-${language}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await expectTextNotClipped(form.locator('label, h2, p'));
    await form.scrollIntoViewIfNeeded();
    await screenshot(page, `store-gift-390x844-${language}`);
    await page.setViewportSize({ width: 1280, height: 720 });

    // Paid in the sandbox: the result page says the gift is paid and mailed.
    const method = language === 'ar' ? 'kn' : 'vm';
    await page.getByTestId(`method-${method}`).check({ force: true });
    await page.getByTestId('buy-3').click();
    await payInSandbox(page, method, 'Zahra Ali');
    await expect(page.getByTestId('payment-result-message')).toContainText(text.paid, { timeout: 60_000 });
    await expect(page.getByTestId('result-gift')).toHaveText(`${recipient[0]}***@example.com`);

    // The history: waiting, with the message as typed.
    await page.goto('/purchase-history');
    const row = page.getByTestId('history-row').first();
    await expect(row.getByTestId('transaction-gift')).toContainText(text.waiting);
    await expect(row.getByTestId('transaction-gift')).toContainText(text.message);
    await screenshot(page, `history-gift-waiting-${language}`);

    // The e-mail: both languages, the buyer's first, the message as typed in each.
    const mail = await mailTo(recipient);
    expect(mail.subject).toBe(
      language === 'en'
        ? 'Zahra Ali sent you a gift on Thaqalayn Quiz | أرسل لك Zahra Ali هدية في مسابقة الثقلين'
        : 'أرسل لك Zahra Ali هدية في مسابقة الثقلين | Zahra Ali sent you a gift on Thaqalayn Quiz',
    );
    expect(mail.text).toContain('Zahra Ali has bought you a gift on Thaqalayn Quiz: 3 points, one game each.');
    expect(mail.text).toContain('اشترى لك Zahra Ali هدية في مسابقة الثقلين: 3 نقاط، لعبة واحدة لكل نقطة.');
    expect(mail.text.split(text.message).length - 1).toBe(2);
    const link = /(http:\/\/localhost:\d+\/gift)\b/.exec(mail.text)![1]!;
    const mailPage = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await mailPage.setContent(mail.html);
    await expect(mailPage.locator('p[dir="auto"]')).toHaveText([text.message, text.message]);
    await screenshot(mailPage, `gift-mail-${language}`);
    await mailPage.setViewportSize({ width: 390, height: 844 });
    await screenshot(mailPage, `gift-mail-390x844-${language}`);
    await mailPage.close();

    // The recipient follows the link: a visitor is asked to sign in or create an account.
    const context = await browser.newContext();
    const sara = await context.newPage();
    await useLanguage(sara, language);
    await sara.goto(new URL(link).pathname);
    await expect(sara.getByTestId('gift-visitor')).toContainText(text.visitor);
    await screenshot(sara, `gift-page-visitor-${language}`);

    // A new account with the address: nothing arrives before the address is confirmed.
    await signUpViaApi(sara, { email: recipient, firstName: 'Sara', language });
    await sara.goto('/gift');
    await expect(sara.getByTestId('gift-confirm-first')).toContainText(text.confirmFirst);
    await sara.goto(`/confirm-email?token=${await confirmationToken(recipient)}`);
    await sara.getByTestId('confirm-email-button').click();
    const arrived = sara.getByTestId('confirm-gift');
    await expect(arrived).toContainText(text.arrived);
    await expect(arrived).toContainText(text.points);
    await expect(arrived.getByTestId('confirm-gift-message')).toHaveText(text.message);
    await screenshot(sara, `gift-arrived-${language}`);
    await sara.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(sara);
    await expectTextNotClipped(arrived.locator('p'));
    await screenshot(sara, `gift-arrived-390x844-${language}`);

    // Delivered once: the gift page finds nothing more, the balance holds it once.
    await sara.goto('/gift');
    await expect(sara.getByTestId('gift-none')).toBeVisible();
    await sara.goto('/store');
    await expect(sara.getByTestId('store-balance-points')).toHaveText(text.balance);
    await context.close();

    await page.goto('/purchase-history');
    await expect(page.getByTestId('history-row').first().getByTestId('transaction-gift')).toContainText(text.delivered);
    await screenshot(page, `history-gift-delivered-${language}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await screenshot(page, `history-gift-390x844-${language}`);
  });
}
