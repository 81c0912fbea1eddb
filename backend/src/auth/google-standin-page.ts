import { escapeHtml } from './http.ts';

/**
 * The local stand-in for Google's account chooser. It looks and reads like a consent step, but says plainly
 * that it is a local development stand-in, and nothing leaves the machine. English and Arabic (RTL).
 */
export type Lang = 'en' | 'ar';

export interface StandinAccount {
  email: string;
  name: string;
}

export interface StandinPageInput {
  lang: Lang;
  state: string;
  appHost: string;
  accounts: StandinAccount[];
  /** Values and error of the "use another account" form after a failed submit. */
  typed?: { name: string; email: string; error?: 'name' | 'email' };
  actionUrl: string;
  switchLangUrl: string;
}

const TEXT = {
  en: {
    title: 'Sign in with Google — local stand-in',
    banner: 'Local development stand-in for Google sign-in — no data leaves this machine',
    bannerDetail:
      'This page replaces Google’s sign-in while the portal runs on your computer. No request goes to Google.',
    heading: 'Choose an account',
    continueTo: (host: string) => `to continue to ${host}`,
    demoAccounts: 'Demo accounts',
    noAccounts: 'No demo accounts yet. Use another account below.',
    another: 'Use another account',
    name: 'Full name',
    email: 'Email address',
    submit: 'Continue',
    cancel: 'Cancel and go back',
    nameError: 'Enter your full name.',
    emailError: 'Enter a valid email address, for example name@example.com.',
    otherLang: 'العربية',
    otherLangCode: 'ar',
  },
  ar: {
    title: 'تسجيل الدخول باستخدام Google — بديل محلي',
    banner: 'بديل محلي لتسجيل الدخول باستخدام Google لأغراض التطوير — لا تغادر أي بيانات هذا الجهاز',
    bannerDetail:
      'تحل هذه الصفحة محل تسجيل الدخول من Google أثناء تشغيل البوابة على جهازك. لا يُرسَل أي طلب إلى Google.',
    heading: 'اختر حسابًا',
    continueTo: (host: string) => `للمتابعة إلى ${host}`,
    demoAccounts: 'الحسابات التجريبية',
    noAccounts: 'لا توجد حسابات تجريبية بعد. استخدم حسابًا آخر أدناه.',
    another: 'استخدام حساب آخر',
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    submit: 'متابعة',
    cancel: 'إلغاء والعودة',
    nameError: 'أدخل اسمك الكامل.',
    emailError: 'أدخل بريدًا إلكترونيًا صالحًا، مثل name@example.com.',
    otherLang: 'English',
    otherLangCode: 'en',
  },
} as const;

const STYLE = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, "Segoe UI", Tahoma, Arial, sans-serif; color: #1f1f1f; background: #f0f4f9; }
  main { max-width: 28rem; margin: 2rem auto; background: #fff; border-radius: 1rem; padding: 1.5rem 1.75rem 1.75rem;
    box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  .banner { background: #fff4e5; border: 2px solid #8a4b00; color: #4a2800; border-radius: .5rem; padding: .75rem 1rem;
    margin: 0 0 1.25rem; }
  .banner strong { display: block; }
  .banner p { margin: .25rem 0 0; font-size: .9rem; }
  h1 { font-size: 1.5rem; margin: 0; font-weight: 500; }
  .sub { margin: .25rem 0 1.25rem; color: #3c4043; }
  h2 { font-size: 1rem; margin: 1.25rem 0 .5rem; }
  ul { list-style: none; margin: 0; padding: 0; border-top: 1px solid #dadce0; }
  li { border-bottom: 1px solid #dadce0; }
  .account { display: flex; gap: .75rem; align-items: center; width: 100%; padding: .75rem .5rem; border: 0;
    background: none; font: inherit; color: inherit; text-align: start; cursor: pointer; }
  .account:hover { background: #f1f3f4; }
  .avatar { flex: none; width: 2rem; height: 2rem; border-radius: 50%; background: #0b57d0; color: #fff; display: grid;
    place-items: center; font-weight: 600; }
  .who { display: flex; flex-direction: column; min-width: 0; }
  .who .mail { color: #3c4043; font-size: .9rem; overflow-wrap: anywhere; }
  label { display: block; font-weight: 500; margin: .75rem 0 .25rem; }
  input { width: 100%; font: inherit; padding: .6rem .75rem; border: 1px solid #5f6368; border-radius: .25rem; }
  input[aria-invalid="true"] { border: 2px solid #b3261e; }
  .error { color: #b3261e; margin: .25rem 0 0; font-size: .9rem; }
  .actions { display: flex; gap: .75rem; flex-wrap: wrap; justify-content: space-between; align-items: center;
    margin-top: 1.25rem; }
  .primary { background: #0b57d0; color: #fff; border: 0; border-radius: 1.25rem; padding: .6rem 1.5rem; font: inherit;
    font-weight: 500; cursor: pointer; }
  .secondary { background: none; color: #0b57d0; border: 0; padding: .6rem .25rem; font: inherit; font-weight: 500;
    cursor: pointer; text-decoration: underline; }
  :focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  .lang { display: inline-block; margin-top: 1.25rem; color: #0b57d0; }
`;

function initial(name: string) {
  return escapeHtml([...name.trim()][0]?.toUpperCase() ?? '?');
}

export function renderStandinPage(p: StandinPageInput): string {
  const t = TEXT[p.lang];
  const dir = p.lang === 'ar' ? 'rtl' : 'ltr';
  const state = `<input type="hidden" name="state" value="${escapeHtml(p.state)}"><input type="hidden" name="hl" value="${p.lang}">`;
  const accounts = p.accounts.length
    ? `<ul>${p.accounts
        .map(
          (a) => `<li><button class="account" type="submit" name="email" value="${escapeHtml(a.email)}">
            <span class="avatar" aria-hidden="true">${initial(a.name || a.email)}</span>
            <span class="who"><span>${escapeHtml(a.name || a.email)}</span><span class="mail" dir="ltr">${escapeHtml(a.email)}</span></span>
          </button></li>`,
        )
        .join('')}</ul>`
    : `<p>${escapeHtml(t.noAccounts)}</p>`;
  const typed = p.typed ?? { name: '', email: '' };
  const nameInvalid = typed.error === 'name';
  const emailInvalid = typed.error === 'email';
  return `<!doctype html>
<html lang="${p.lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <div class="banner" role="note">
    <strong>${escapeHtml(t.banner)}</strong>
    <p>${escapeHtml(t.bannerDetail)}</p>
  </div>
  <h1>${escapeHtml(t.heading)}</h1>
  <p class="sub">${escapeHtml(t.continueTo(p.appHost))}</p>
  <section aria-labelledby="demo-heading">
    <h2 id="demo-heading">${escapeHtml(t.demoAccounts)}</h2>
    <form method="post" action="${escapeHtml(p.actionUrl)}">${state}<input type="hidden" name="action" value="choose">${accounts}</form>
  </section>
  <section aria-labelledby="other-heading">
    <h2 id="other-heading">${escapeHtml(t.another)}</h2>
    <form method="post" action="${escapeHtml(p.actionUrl)}" novalidate>
      ${state}<input type="hidden" name="action" value="typed">
      <label for="name">${escapeHtml(t.name)}</label>
      <input id="name" name="name" type="text" autocomplete="name" required maxlength="100" value="${escapeHtml(typed.name)}"
        ${nameInvalid ? 'aria-invalid="true" aria-describedby="name-error" autofocus' : ''}>
      ${nameInvalid ? `<p class="error" id="name-error" role="alert">${escapeHtml(t.nameError)}</p>` : ''}
      <label for="email">${escapeHtml(t.email)}</label>
      <input id="email" name="email" type="email" dir="ltr" autocomplete="email" required maxlength="255" value="${escapeHtml(typed.email)}"
        ${emailInvalid ? 'aria-invalid="true" aria-describedby="email-error" autofocus' : ''}>
      ${emailInvalid ? `<p class="error" id="email-error" role="alert">${escapeHtml(t.emailError)}</p>` : ''}
      <div class="actions">
        <button class="primary" type="submit">${escapeHtml(t.submit)}</button>
      </div>
    </form>
  </section>
  <form method="post" action="${escapeHtml(p.actionUrl)}">
    ${state}<input type="hidden" name="action" value="cancel">
    <div class="actions"><button class="secondary" type="submit">${escapeHtml(t.cancel)}</button></div>
  </form>
  <a class="lang" href="${escapeHtml(p.switchLangUrl)}" lang="${t.otherLangCode}" hreflang="${t.otherLangCode}">${escapeHtml(t.otherLang)}</a>
</main>
</body>
</html>`;
}

export function renderStandinError(lang: Lang, message: { en: string; ar: string }): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const t = TEXT[lang];
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title><style>${STYLE}</style></head>
<body><main>
  <div class="banner" role="note"><strong>${escapeHtml(t.banner)}</strong></div>
  <h1>${escapeHtml(t.title)}</h1>
  <p role="alert">${escapeHtml(message[lang])}</p>
</main></body>
</html>`;
}
