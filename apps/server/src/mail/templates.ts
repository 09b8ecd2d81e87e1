import type { Language } from '@app/shared/constants';
import type { MailMessage } from './mailer';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type Copy = {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  button: string;
  expiry: string;
  ignore: string;
  signature: string;
};

const RESET_COPY: Record<Language, Copy> = {
  en: {
    subject: 'Reset your Thaqalayn Quiz password',
    greeting: (name) => `Hello ${name},`,
    intro: 'We received a request to reset the password of your Thaqalayn Quiz account. Open this link to choose a new password:',
    button: 'Reset password',
    expiry: 'The link works once and expires in 1 hour.',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
    signature: 'Thaqalayn Quiz',
  },
  ar: {
    subject: 'إعادة تعيين كلمة المرور في مسابقة الثقلين',
    greeting: (name) => `مرحبًا ${name}،`,
    intro: 'تلقّينا طلبًا لإعادة تعيين كلمة المرور لحسابك في مسابقة الثقلين. افتح الرابط التالي لاختيار كلمة مرور جديدة:',
    button: 'إعادة تعيين كلمة المرور',
    expiry: 'يعمل هذا الرابط مرة واحدة فقط وتنتهي صلاحيته بعد ساعة واحدة.',
    ignore: 'إذا لم تطلب ذلك فتجاهل هذه الرسالة، فكلمة مرورك الحالية لم تتغير.',
    signature: 'مسابقة الثقلين',
  },
};

const directionOf = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');

/** A mail's text in one language: greeting, what the link is for, the link, its expiry, signature. */
const mailText = (copy: Omit<Copy, 'subject'>, firstName: string, link: string) =>
  [copy.greeting(firstName), '', copy.intro, '', link, '', copy.expiry, copy.ignore, '', copy.signature].join('\n');

/** The same as a card with a button; `attributes` and `margin` place it in a one- or two-language mail. */
const mailCard = (copy: Omit<Copy, 'subject'>, { firstName, link, language, attributes = '', margin = '0 auto' }: { firstName: string; link: string; language: Language; attributes?: string; margin?: string }) =>
  `<div${attributes} style="max-width:520px;margin:${margin};background:#ffffff;border-radius:12px;padding:24px;text-align:${directionOf(language) === 'rtl' ? 'right' : 'left'}">
<p>${escapeHtml(copy.greeting(firstName))}</p>
<p>${escapeHtml(copy.intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(copy.button)}</a></p>
<p dir="ltr" style="word-break:break-all;font-size:13px;color:#5b6b66">${escapeHtml(link)}</p>
<p>${escapeHtml(copy.expiry)}<br>${escapeHtml(copy.ignore)}</p>
<p>${escapeHtml(copy.signature)}</p>
</div>`;

const mailPage = (language: Language, body: string) => `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}">
<body style="margin:0;padding:24px;background:#fbf7ee;font-family:Arial,'Noto Naskh Arabic',sans-serif;color:#14201d;line-height:1.6">
${body}
</body>
</html>
`;

/** The reset-password mail in the user's preferred language (DECISIONS.md 19). */
export function resetPasswordMail({
  to,
  firstName,
  language,
  link,
}: {
  to: string;
  firstName: string;
  language: Language;
  link: string;
}): MailMessage {
  const copy = RESET_COPY[language];
  const text = `${mailText(copy, firstName, link)}\n`;
  const html = mailPage(language, mailCard(copy, { firstName, link, language }));
  return { to, subject: copy.subject, text, html };
}

const CONFIRM_COPY: Record<Language, Omit<Copy, 'subject'>> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    intro: 'Welcome to Thaqalayn Quiz. Open this link to confirm your e-mail address:',
    button: 'Confirm e-mail',
    expiry: 'The link works once and expires in 24 hours.',
    ignore: 'If you did not create an account, ignore this e-mail.',
    signature: 'Thaqalayn Quiz',
  },
  ar: {
    greeting: (name) => `مرحبًا ${name}،`,
    intro: 'أهلًا بك في مسابقة الثقلين. افتح الرابط التالي لتأكيد بريدك الإلكتروني:',
    button: 'تأكيد البريد الإلكتروني',
    expiry: 'يعمل هذا الرابط مرة واحدة فقط وتنتهي صلاحيته بعد 24 ساعة.',
    ignore: 'إذا لم تنشئ حسابًا فتجاهل هذه الرسالة.',
    signature: 'مسابقة الثقلين',
  },
};

/**
 * The e-mail confirmation mail (DECISIONS.md 23), in both languages: the user's own first, the
 * other after it, one link for both.
 */
export function confirmEmailMail({ to, firstName, language, link }: { to: string; firstName: string; language: Language; link: string }): MailMessage {
  const order: Language[] = language === 'ar' ? ['ar', 'en'] : ['en', 'ar'];
  const subject = order.map((l) => (l === 'ar' ? 'تأكيد بريدك الإلكتروني في مسابقة الثقلين' : 'Confirm your Thaqalayn Quiz e-mail')).join(' | ');
  const text = order.map((l) => mailText(CONFIRM_COPY[l], firstName, link)).join('\n\n---\n\n');
  const cards = order.map((l) =>
    mailCard(CONFIRM_COPY[l], { firstName, link, language: l, attributes: ` lang="${l}" dir="${directionOf(l)}"`, margin: '0 auto 16px' }),
  );
  return { to, subject, text, html: mailPage(order[0]!, cards.join('\n')) };
}

const OPERATOR_PASSWORD_COPY: Record<Language, Copy> = {
  en: {
    subject: 'Set your Thaqalayn Quiz operator password',
    greeting: (name) => `Hello ${name},`,
    intro:
      'This address is listed as an operator of Thaqalayn Quiz. Open this link to set the password of your account: the account becomes an operator, and every device signed in to it is signed out.',
    button: 'Set operator password',
    expiry: 'The link works once and expires in 24 hours.',
    ignore: 'If you did not expect this, ignore this e-mail: nothing changes until the link is used.',
    signature: 'Thaqalayn Quiz',
  },
  ar: {
    subject: 'تعيين كلمة مرور المشرف في مسابقة الثقلين',
    greeting: (name) => `مرحبًا ${name}،`,
    intro:
      'هذا البريد مُدرج كمشرف في مسابقة الثقلين. افتح الرابط التالي لتعيين كلمة مرور حسابك: يصبح الحساب حساب مشرف، ويُسجَّل الخروج من كل جهاز مسجَّل الدخول إليه.',
    button: 'تعيين كلمة مرور المشرف',
    expiry: 'يعمل هذا الرابط مرة واحدة فقط وتنتهي صلاحيته بعد 24 ساعة.',
    ignore: 'إذا لم تكن تتوقع هذه الرسالة فتجاهلها، فلا يتغير شيء ما لم يُستخدم الرابط.',
    signature: 'مسابقة الثقلين',
  },
};

/** The "set your operator password" mail to an ADMIN_EMAILS address, in the user's language. */
export function operatorPasswordMail({ to, firstName, language, link }: { to: string; firstName: string; language: Language; link: string }): MailMessage {
  const copy = OPERATOR_PASSWORD_COPY[language];
  return { to, subject: copy.subject, text: `${mailText(copy, firstName, link)}\n`, html: mailPage(language, mailCard(copy, { firstName, link, language })) };
}

/** What a gift holds, in both languages: a package's points, or a pass's name. */
export type GiftContents = { points: number; pass: { nameEn: string; nameAr: string; days: number } | null };

const GIFT_COPY: Record<
  Language,
  {
    subject: (from: string) => string;
    greeting: string;
    intro: (from: string, what: string) => string;
    messageLabel: (from: string) => string;
    how: (to: string) => string;
    button: string;
    ignore: string;
    signature: string;
    what: (gift: GiftContents) => string;
  }
> = {
  en: {
    subject: (from) => `${from} sent you a gift on Thaqalayn Quiz`,
    greeting: 'Hello,',
    intro: (from, what) => `${from} has bought you a gift on Thaqalayn Quiz: ${what}.`,
    messageLabel: (from) => `${from}'s message:`,
    how: (to) =>
      `To receive it, sign in or create an account with this address (${to}) and confirm the address: the gift is added to your account at once, and you are told when it arrives.`,
    button: 'Receive your gift',
    ignore: 'If you do not know the sender, you can ignore this e-mail.',
    signature: 'Thaqalayn Quiz',
    what: (gift) => (gift.pass ? `${gift.pass.nameEn} (${gift.pass.days} days of free games)` : `${gift.points} ${gift.points === 1 ? 'point' : 'points'}, one game each`),
  },
  ar: {
    subject: (from) => `أرسل لك ${from} هدية في مسابقة الثقلين`,
    greeting: 'مرحبًا،',
    intro: (from, what) => `اشترى لك ${from} هدية في مسابقة الثقلين: ${what}.`,
    messageLabel: (from) => `رسالة ${from}:`,
    how: (to) =>
      `لاستلامها، سجّل الدخول أو أنشئ حسابًا بهذا البريد (${to}) ثم أكّده: تُضاف الهدية إلى حسابك فورًا، ويصلك تنبيه عند وصولها.`,
    button: 'استلم هديتك',
    ignore: 'إذا لم تكن تعرف المرسل فيمكنك تجاهل هذه الرسالة.',
    signature: 'مسابقة الثقلين',
    what: (gift) => (gift.pass ? `${gift.pass.nameAr} (${gift.pass.days} يومًا من الألعاب المجانية)` : `${gift.points} ${gift.points === 1 ? 'نقطة' : 'نقاط'}، لعبة واحدة لكل نقطة`),
  },
};

/**
 * A gift's e-mail to its recipient, in both languages (the buyer's first): who sent it, what it
 * holds, the buyer's message exactly as typed (escaped, its direction its own), and how to receive it.
 */
export function giftMail({
  to,
  fromName,
  language,
  gift,
  message,
  link,
}: {
  to: string;
  fromName: string;
  language: Language;
  gift: GiftContents;
  message: string | null;
  link: string;
}): MailMessage {
  const order: Language[] = language === 'ar' ? ['ar', 'en'] : ['en', 'ar'];
  const subject = order.map((l) => GIFT_COPY[l].subject(fromName)).join(' | ');
  const text = order
    .map((l) => {
      const copy = GIFT_COPY[l];
      return [
        copy.greeting,
        '',
        copy.intro(fromName, copy.what(gift)),
        ...(message ? ['', copy.messageLabel(fromName), message] : []),
        '',
        copy.how(to),
        '',
        link,
        '',
        copy.ignore,
        '',
        copy.signature,
      ].join('\n');
    })
    .join('\n\n---\n\n');
  const cards = order.map((l) => {
    const copy = GIFT_COPY[l];
    return `<div lang="${l}" dir="${directionOf(l)}" style="max-width:520px;margin:0 auto 16px;background:#ffffff;border-radius:12px;padding:24px;text-align:${directionOf(l) === 'rtl' ? 'right' : 'left'}">
<p>${escapeHtml(copy.greeting)}</p>
<p>${escapeHtml(copy.intro(fromName, copy.what(gift)))}</p>
${message ? `<p style="margin-bottom:4px;color:#5b6b66">${escapeHtml(copy.messageLabel(fromName))}</p>\n<p dir="auto" style="margin-top:0;padding:12px 16px;background:#fbf7ee;border-radius:8px;white-space:pre-wrap">${escapeHtml(message)}</p>` : ''}
<p>${escapeHtml(copy.how(to))}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(copy.button)}</a></p>
<p dir="ltr" style="word-break:break-all;font-size:13px;color:#5b6b66">${escapeHtml(link)}</p>
<p>${escapeHtml(copy.ignore)}</p>
<p>${escapeHtml(copy.signature)}</p>
</div>`;
  });
  return { to, subject, text, html: mailPage(order[0]!, cards.join('\n')) };
}
