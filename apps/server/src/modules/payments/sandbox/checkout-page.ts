import { formatKwd } from '@app/shared/money';
import { TEST_CARDS } from './test-cards';

/** The sandbox's hosted checkout page: server-rendered, English or Arabic (right to left). */
export type CheckoutLanguage = 'en' | 'ar';

const TEXT = {
  en: {
    title: 'Secure checkout',
    sandbox: 'Sandbox: no real money is charged',
    merchant: 'Thaqalayn Quiz',
    invoice: 'Invoice',
    amount: 'Amount due',
    method: 'Payment method',
    knet: 'KNET',
    card: 'Visa / Mastercard',
    bank: 'Bank',
    banks: ['National Bank of Kuwait', 'Kuwait Finance House', 'Boubyan Bank', 'Gulf Bank', 'Burgan Bank'],
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvv: 'Security code (CVV)',
    name: 'Name on card',
    pin: 'PIN',
    pay: 'Pay',
    cancel: 'Cancel payment',
    testCards: 'Test cards (any future expiry, any CVV or PIN)',
    outcomes: { paid: 'paid', declined: 'declined', pendingThenPaid: 'pending for about 5 seconds, then paid', pending: 'stays pending' },
    errors: {
      card: 'Enter a valid card number.',
      expiry: 'Enter a valid expiry date (MM/YY) that is not in the past.',
      cvv: 'Enter the 3- or 4-digit security code.',
      pin: 'Enter your 4-digit PIN.',
      name: 'Enter the name on the card.',
      busy: 'A payment for this invoice is already being processed.',
    },
    states: {
      paid: 'This invoice has already been paid.',
      processing: 'A payment for this invoice is being processed. The shop will show the result.',
      expired: 'This invoice has expired or was canceled. Go back to the shop and start a new payment.',
      notFound: 'This payment link is not valid.',
      back: 'Return to the shop',
    },
    switchLanguage: 'العربية',
    poweredBy: 'Built-in MyFatoorah sandbox',
    currency: 'KD',
  },
  ar: {
    title: 'دفع آمن',
    sandbox: 'بيئة تجريبية: لا تُخصم أي أموال حقيقية',
    merchant: 'مسابقة الثقلين',
    invoice: 'الفاتورة',
    amount: 'المبلغ المستحق',
    method: 'طريقة الدفع',
    knet: 'كي نت',
    card: 'فيزا / ماستركارد',
    bank: 'البنك',
    banks: ['بنك الكويت الوطني', 'بيت التمويل الكويتي', 'بنك بوبيان', 'بنك الخليج', 'بنك برقان'],
    cardNumber: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (شهر/سنة)',
    cvv: 'رمز الأمان (CVV)',
    name: 'الاسم على البطاقة',
    pin: 'الرقم السري',
    pay: 'ادفع',
    cancel: 'إلغاء الدفع',
    testCards: 'بطاقات الاختبار (أي تاريخ انتهاء مستقبلي وأي رمز أمان أو رقم سري)',
    outcomes: { paid: 'مدفوعة', declined: 'مرفوضة', pendingThenPaid: 'قيد المعالجة نحو 5 ثوانٍ ثم مدفوعة', pending: 'تبقى قيد المعالجة' },
    errors: {
      card: 'أدخل رقم بطاقة صحيحًا.',
      expiry: 'أدخل تاريخ انتهاء صحيحًا (شهر/سنة) غير منتهٍ.',
      cvv: 'أدخل رمز الأمان المكوّن من 3 أو 4 أرقام.',
      pin: 'أدخل الرقم السري المكوّن من 4 أرقام.',
      name: 'أدخل الاسم كما يظهر على البطاقة.',
      busy: 'هناك عملية دفع لهذه الفاتورة قيد المعالجة بالفعل.',
    },
    states: {
      paid: 'تم دفع هذه الفاتورة بالفعل.',
      processing: 'هناك عملية دفع لهذه الفاتورة قيد المعالجة. سيعرض المتجر النتيجة.',
      expired: 'انتهت صلاحية هذه الفاتورة أو أُلغيت. عد إلى المتجر وابدأ عملية دفع جديدة.',
      notFound: 'رابط الدفع هذا غير صالح.',
      back: 'العودة إلى المتجر',
    },
    switchLanguage: 'English',
    poweredBy: 'بيئة MyFatoorah التجريبية المدمجة',
    currency: 'د.ك',
  },
} as const;

export type CheckoutErrors = Partial<Record<keyof (typeof TEXT)['en']['errors'], true>>;

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#fbf7ee;color:#14201d;font:16px/1.6 Inter,'Noto Sans Arabic','Noto Naskh Arabic',system-ui,sans-serif}
html[dir=rtl] body{line-height:1.8}
.top{background:#0b2a24;color:#fbf7ee}
.top .in{max-width:560px;margin:0 auto;padding:14px 20px;display:flex;align-items:center;gap:12px}
.logo{width:34px;height:34px;border-radius:8px;background:#d4a93c;color:#0b2a24;display:grid;place-items:center;font-weight:800}
.top strong{font-size:18px}
.top a{margin-inline-start:auto;color:#f0d48a;font-weight:600;text-decoration:none}
main{max-width:560px;margin:24px auto;padding:0 20px}
.banner{background:#fff7db;border:1px solid #d4a93c;border-radius:10px;padding:8px 14px;font-weight:600;color:#6b4e00;margin-bottom:16px}
.card{background:#fff;border:1px solid rgba(15,118,110,.2);border-radius:16px;box-shadow:0 8px 24px rgba(11,42,36,.08);padding:24px}
h1{font-size:24px;margin:0 0 4px}
.muted{color:#5b6b66}
.amount{display:flex;justify-content:space-between;align-items:baseline;border-bottom:1px solid #eee;padding-bottom:16px;margin-bottom:16px;gap:12px}
.amount b{font-size:28px;color:#0b5a54}
.tabs{display:flex;gap:8px;margin:8px 0 16px}
.tabs label{flex:1;border:2px solid rgba(15,118,110,.25);border-radius:10px;padding:10px 12px;text-align:center;font-weight:700;cursor:pointer}
.tabs input{position:absolute;opacity:0;pointer-events:none}
.tabs label:has(input:checked){border-color:#0f766e;background:#e6f4f2;color:#0b5a54}
.tabs label:has(input:focus-visible){outline:3px solid #d4a93c;outline-offset:2px}
form:has(#method-kn:checked) .only-vm,form:has(#method-vm:checked) .only-kn{display:none}
.field{margin-bottom:14px}
.field label{display:block;font-weight:600;margin-bottom:4px}
.field input,.field select{width:100%;height:46px;border:1px solid #b8c6c2;border-radius:10px;padding:0 12px;font:inherit;background:#fff}
.field input[dir=ltr]{text-align:left}
html[dir=rtl] .field input[dir=ltr]{text-align:right}
.row{display:flex;gap:12px}.row .field{flex:1}
.error{color:#b91c1c;font-weight:600;font-size:14px;margin-top:4px}
.alert{background:#fdecec;border:1px solid #f3b5b5;color:#b91c1c;border-radius:10px;padding:10px 14px;margin-bottom:14px;font-weight:600}
.actions{display:flex;gap:12px;margin-top:8px;flex-wrap:wrap}
button,.button{height:50px;border-radius:10px;border:0;padding:0 22px;font:inherit;font-weight:700;cursor:pointer;text-decoration:none;display:inline-flex;align-items:center;justify-content:center;gap:8px}
.pay{background:#0f766e;color:#fff;flex:1}
.pay:hover{background:#0b5a54}
.cancel{background:transparent;border:1px solid #b8c6c2;color:#14201d}
.tests{margin-top:20px;font-size:14px}
.tests ul{margin:6px 0 0;padding-inline-start:20px}
code{font-family:ui-monospace,monospace;background:#f1e8d5;border-radius:4px;padding:1px 5px}
footer{text-align:center;font-size:13px;color:#5b6b66;margin:18px 0 32px}
`;

/** The gateway's own icon, in the page (the browser asked for /favicon.ico on every visit and got a 404). */
const ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1d4ed8"/><text x="16" y="21" font-family="sans-serif" font-size="13" font-weight="700" fill="#fff" text-anchor="middle">MF</text></svg>')}`;

function layout(language: CheckoutLanguage, body: string, switchHref: string | null): string {
  const t = TEXT[language];
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(`${t.title} · ${t.merchant}`)}</title><meta name="robots" content="noindex"><link rel="icon" href="${ICON}"><style>${STYLE}</style></head>
<body><div class="top"><div class="in"><span class="logo" aria-hidden="true">MF</span><strong>${escapeHtml(t.title)}</strong>${
    switchHref ? `<a href="${escapeHtml(switchHref)}" lang="${language === 'ar' ? 'en' : 'ar'}" data-testid="sandbox-language">${escapeHtml(t.switchLanguage)}</a>` : ''
  }</div></div>
<main><p class="banner" role="note">${escapeHtml(t.sandbox)}</p>${body}</main>
<footer>${escapeHtml(t.poweredBy)}</footer></body></html>`;
}

export function renderCheckoutPage(input: {
  language: CheckoutLanguage;
  invoiceId: number;
  valueFils: number;
  method: 'kn' | 'vm';
  action: string;
  switchHref: string;
  errors?: CheckoutErrors;
  /** What was typed, shown again with the errors; `secret` is the PIN or CVV of the chosen method (left out when it was wrong). */
  values?: { cardNumber?: string; expiry?: string; name?: string; bank?: string; secret?: string | undefined };
}): string {
  const t = TEXT[input.language];
  const errors = input.errors ?? {};
  const values = input.values ?? {};
  const amount = `<bdi>${formatKwd(input.valueFils)} ${t.currency}</bdi>`;
  const err = (key: keyof CheckoutErrors) => (errors[key] ? `<p class="error" id="error-${key}">${escapeHtml(t.errors[key])}</p>` : '');
  const described = (key: keyof CheckoutErrors) => (errors[key] ? ` aria-invalid="true" aria-describedby="error-${key}"` : '');
  const outcome = (n: string) => {
    const card = TEST_CARDS.find((c) => c.number === n)!;
    if (card.outcome.kind === 'paid') return t.outcomes.paid;
    if (card.outcome.kind === 'declined') return t.outcomes.declined;
    return card.outcome.settleAfterMs ? t.outcomes.pendingThenPaid : t.outcomes.pending;
  };
  const spaced = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');
  const tests = ['4242424242424242', '4000000000000002', '4000000000000259', '4000000000009995']
    .map((n) => `<li><code dir="ltr">${spaced(n)}</code> ${escapeHtml(outcome(n))}</li>`)
    .join('');
  const body = `<section class="card" aria-labelledby="checkout-title">
<h1 id="checkout-title">${escapeHtml(t.merchant)}</h1>
<div class="amount"><span class="muted">${escapeHtml(t.invoice)} <bdi dir="ltr">#${input.invoiceId}</bdi> · ${escapeHtml(t.amount)}</span><b data-testid="sandbox-amount">${amount}</b></div>
${errors.busy ? `<p class="alert" role="alert">${escapeHtml(t.errors.busy)}</p>` : ''}
<form method="post" action="${escapeHtml(input.action)}" novalidate><input type="hidden" name="lang" value="${input.language}">
<fieldset style="border:0;padding:0;margin:0"><legend class="muted">${escapeHtml(t.method)}</legend>
<div class="tabs">
<label><input type="radio" name="method" value="kn" id="method-kn"${input.method === 'kn' ? ' checked' : ''}> ${escapeHtml(t.knet)}</label>
<label><input type="radio" name="method" value="vm" id="method-vm"${input.method === 'vm' ? ' checked' : ''}> ${escapeHtml(t.card)}</label>
</div></fieldset>
<div class="only-kn">
<div class="field"><label for="knet-bank">${escapeHtml(t.bank)}</label><select id="knet-bank" name="bank">${t.banks
    .map((b, i) => `<option value="${i}"${values.bank === String(i) ? ' selected' : ''}>${escapeHtml(b)}</option>`)
    .join('')}</select></div>
<div class="field"><label for="knet-card-number">${escapeHtml(t.cardNumber)}</label><input id="knet-card-number" name="knetCardNumber" inputmode="numeric" autocomplete="off" dir="ltr" value="${escapeHtml(input.method === 'kn' ? values.cardNumber ?? '' : '')}"${input.method === 'kn' ? described('card') : ''}>${input.method === 'kn' ? err('card') : ''}</div>
<div class="row"><div class="field"><label for="knet-expiry">${escapeHtml(t.expiry)}</label><input id="knet-expiry" name="knetExpiry" placeholder="MM/YY" dir="ltr" autocomplete="off" value="${escapeHtml(input.method === 'kn' ? values.expiry ?? '' : '')}"${input.method === 'kn' ? described('expiry') : ''}>${input.method === 'kn' ? err('expiry') : ''}</div>
<div class="field"><label for="knet-pin">${escapeHtml(t.pin)}</label><input id="knet-pin" name="pin" type="password" inputmode="numeric" dir="ltr" autocomplete="off" value="${escapeHtml(input.method === 'kn' ? values.secret ?? '' : '')}"${described('pin')}>${err('pin')}</div></div>
</div>
<div class="only-vm">
<div class="field"><label for="card-number">${escapeHtml(t.cardNumber)}</label><input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" dir="ltr" value="${escapeHtml(input.method === 'vm' ? values.cardNumber ?? '' : '')}"${input.method === 'vm' ? described('card') : ''}>${input.method === 'vm' ? err('card') : ''}</div>
<div class="field"><label for="card-name">${escapeHtml(t.name)}</label><input id="card-name" name="name" autocomplete="cc-name" dir="auto" value="${escapeHtml(values.name ?? '')}"${described('name')}>${err('name')}</div>
<div class="row"><div class="field"><label for="card-expiry">${escapeHtml(t.expiry)}</label><input id="card-expiry" name="expiry" placeholder="MM/YY" dir="ltr" autocomplete="cc-exp" value="${escapeHtml(input.method === 'vm' ? values.expiry ?? '' : '')}"${input.method === 'vm' ? described('expiry') : ''}>${input.method === 'vm' ? err('expiry') : ''}</div>
<div class="field"><label for="card-cvv">${escapeHtml(t.cvv)}</label><input id="card-cvv" name="cvv" type="password" inputmode="numeric" dir="ltr" autocomplete="cc-csc" value="${escapeHtml(input.method === 'vm' ? values.secret ?? '' : '')}"${described('cvv')}>${err('cvv')}</div></div>
</div>
<div class="actions"><button class="pay" type="submit" name="action" value="pay" data-testid="sandbox-pay">${escapeHtml(t.pay)} ${amount}</button>
<button class="cancel" type="submit" name="action" value="cancel" data-testid="sandbox-cancel">${escapeHtml(t.cancel)}</button></div>
</form>
<div class="tests muted"><strong>${escapeHtml(t.testCards)}</strong><ul>${tests}</ul></div>
</section>`;
  return layout(input.language, body, input.switchHref);
}

export function renderStatePage(input: {
  language: CheckoutLanguage;
  state: 'paid' | 'processing' | 'expired' | 'notFound';
  backHref: string | null;
}): string {
  const t = TEXT[input.language];
  const body = `<section class="card"><h1>${escapeHtml(t.merchant)}</h1><p data-testid="sandbox-state">${escapeHtml(t.states[input.state])}</p>${
    input.backHref ? `<div class="actions"><a class="button pay" href="${escapeHtml(input.backHref)}">${escapeHtml(t.states.back)}</a></div>` : ''
  }</section>`;
  return layout(input.language, body, null);
}
