/**
 * The public marketing site (issue 6), end to end in English and Arabic against the production build:
 * every section is there, every sample link opens its sample dashboard, both forms store their rows
 * (read back with the service role), invalid input is explained and kept, a failed submission keeps
 * what was typed, the language switch flips the direction, the landing page loads neither the
 * Supabase client nor MUI nor charts, and axe finds nothing.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { samplePath, WORKFLOW_SLUGS } from '@portal/contract';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ar } from '../shell/src/features/marketing/i18n/ar.ts';
import { en } from '../shell/src/features/marketing/i18n/en.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { modulesOf, packageModule, packageOf } from './support/bundles.ts';
import { servedConfig } from './support/control.ts';

const LANGUAGES = ['en', 'ar'] as const;
type Language = (typeof LANGUAGES)[number];
const TEXT = { en, ar } as const;
const SECTIONS = [
  'hero',
  'claims',
  'features',
  'solutions',
  'process',
  'faq',
  'newsletter',
  'cta',
  'contact',
];

/**
 * The service-role key of the stack under test: from PORTAL_SERVICE_ROLE_KEY when globalSetup exports
 * it, otherwise from the keys file of the e2e data directory whose anon key is the one being served.
 */
function serviceRoleKey(): string {
  if (process.env.PORTAL_SERVICE_ROLE_KEY) return process.env.PORTAL_SERVICE_ROLE_KEY;
  const { SUPABASE_ANON_KEY } = servedConfig();
  const tmp = os.tmpdir();
  for (const dir of readdirSync(tmp).filter((name) => name.startsWith('portal-e2e-data-'))) {
    const file = path.join(tmp, dir, 'portal-keys.json');
    if (!existsSync(file)) continue;
    const keys = JSON.parse(readFileSync(file, 'utf8')) as { anonKey?: string; serviceRoleKey?: string };
    if (keys.anonKey === SUPABASE_ANON_KEY && keys.serviceRoleKey) return keys.serviceRoleKey;
  }
  throw new Error('No service-role key for the served stack (set PORTAL_SERVICE_ROLE_KEY)');
}

function admin() {
  return createClient(servedConfig().SUPABASE_URL, serviceRoleKey(), {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket; realtime is unused here but the client builds it.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

function anonymous() {
  return createClient(servedConfig().SUPABASE_URL, servedConfig().SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@e2e-landing.qa`;
}

async function openLanding(page: Page, language: Language) {
  await page.addInitScript((lng) => window.localStorage.setItem('portal.language', lng), language);
  await page.goto('/');
  await expect(page.getByTestId('landing-page')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The figures of a formatted amount, whatever the locale's digits and separators. */
function figures(text: string): string {
  return text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[^0-9]/g, '');
}

for (const language of LANGUAGES) {
  const t = TEXT[language];

  test.describe(`landing page in ${language}`, () => {
    test('has every section, the header links and the footer, in the right direction', async ({ page }) => {
      const errors = trackErrors(page);
      await openLanding(page, language);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page).toHaveTitle(t.meta.title);
      for (const id of SECTIONS) await expect(page.locator(`section#${id}`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.hero.title);

      const header = page.locator('header').first();
      await expect(header.getByRole('link', { name: t.header.login })).toHaveAttribute('href', '/login');
      await expect(header.getByRole('link', { name: t.header.signup })).toHaveAttribute('href', '/signup');
      await expect(header.getByTestId('language-switch')).toHaveText(t.header.switchLanguage);
      await expect(page.locator('footer')).toContainText(t.footer.tagline);

      for (const feature of Object.values(t.features.items)) {
        await expect(page.locator('#features')).toContainText(feature.title);
      }
      for (const step of Object.values(t.process.steps))
        await expect(page.locator('#process')).toContainText(step.title);
      await expect(page.locator('#claims li')).toHaveCount(4);

      // The FAQ quotes the same QAR figures in both languages, in that language's currency notation.
      const expected = {
        simpleEmail: ['1500', '300'],
        whatsappCatalog: ['3000', '500'],
        custom: ['5000', '800'],
      };
      for (const [plan, [setup, monthly]] of Object.entries(expected)) {
        const cells = page.getByTestId(`price-${plan}`).locator('td');
        await expect(cells).toHaveCount(2);
        expect(figures((await cells.nth(0).textContent()) ?? '')).toBe(setup);
        expect(figures((await cells.nth(1).textContent()) ?? '')).toBe(monthly);
        await expect(cells.nth(0)).toContainText(language === 'ar' ? 'ر.ق' : 'QAR');
      }

      // Search and social metadata for the active language.
      const origin = new URL(page.url()).origin;
      const canonical = language === 'ar' ? `${origin}/?lang=ar` : `${origin}/`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
      await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
        'href',
        `${origin}/?lang=ar`,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        'href',
        `${origin}/`,
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', t.meta.description);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', t.meta.title);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        `${origin}/og-image.jpg`,
      );

      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });

    test('every workflow of the catalogue links to its sample dashboard, which opens', async ({ page }) => {
      test.setTimeout(240_000);
      await openLanding(page, language);
      const links = page.locator('#solutions a');
      const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      expect([...hrefs].sort()).toEqual(WORKFLOW_SLUGS.map(samplePath).sort());

      for (const slug of WORKFLOW_SLUGS) {
        await page.getByTestId(`sample-link-${slug}`).click();
        await expect(page).toHaveURL(new RegExp(`${samplePath(slug)}$`));
        await expect(page.getByTestId('sample-notice')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await page.goBack();
        await expect(page.getByTestId('landing-page')).toBeVisible();
      }
    });

    test('the newsletter stores the address once and greets a repeat kindly', async ({ page }) => {
      await openLanding(page, language);
      const email = uniqueEmail(`news-${language}`);
      const form = page.getByTestId('newsletter-form');
      await form.getByLabel(t.newsletter.emailLabel).fill(email.toUpperCase());
      await form.getByRole('button', { name: t.newsletter.submit }).click();
      await expect(page.getByTestId('newsletter-status')).toHaveText(t.newsletter.success);
      await expect(page.locator('.notistack-SnackbarContainer')).toContainText(t.newsletter.success);
      await expect(form.getByLabel(t.newsletter.emailLabel)).toHaveValue('');

      const { data, error } = await admin()
        .from('newsletter_subscribers')
        .select('email, locale, status')
        .eq('email', email);
      expect(error).toBeNull();
      expect(data).toEqual([{ email, locale: language, status: 'subscribed' }]);

      await form.getByLabel(t.newsletter.emailLabel).fill(email);
      await form.getByRole('button', { name: t.newsletter.submit }).click();
      await expect(page.getByTestId('newsletter-status')).toHaveText(t.newsletter.already);
      const again = await admin().from('newsletter_subscribers').select('id').eq('email', email);
      expect(again.data).toHaveLength(1);

      // Visitors may add their address but never read the list.
      const visitor = await anonymous().from('newsletter_subscribers').select('email').eq('email', email);
      expect(visitor.data ?? []).toEqual([]);
    });

    test("the server's rate limit is explained and the message kept", async ({ page }) => {
      const email = uniqueEmail(`burst-${language}`);
      const earlier = Array.from({ length: 5 }, (_, i) => ({
        full_name: 'Earlier Visitor',
        email,
        message: `Earlier message number ${i + 1}.`,
        locale: language,
      }));
      expect((await admin().from('contact_messages').insert(earlier)).error).toBeNull();

      await openLanding(page, language);
      const form = page.getByTestId('contact-form');
      await form.getByLabel(t.contact.fullName).fill('Earlier Visitor');
      await form.getByLabel(t.contact.email).fill(email);
      await form.getByLabel(t.contact.message).fill('One message too many in ten minutes.');
      await form.getByRole('button', { name: t.contact.submit }).click();
      await expect(page.getByTestId('contact-failure')).toContainText(t.errors.rateLimited);
      await expect(form.getByLabel(t.contact.message)).toHaveValue('One message too many in ten minutes.');
      const { data } = await admin().from('contact_messages').select('id').eq('email', email);
      expect(data).toHaveLength(5);
    });

    test('the contact form stores the message and promises an answer within 24 hours', async ({ page }) => {
      await openLanding(page, language);
      const email = uniqueEmail(`contact-${language}`);
      const message =
        language === 'ar'
          ? 'نرغب في بوت واتساب يعرض منتجاتنا ويستقبل الطلبات.'
          : 'We would like a WhatsApp bot that shows our products and takes orders.';
      const form = page.getByTestId('contact-form');
      await form.getByLabel(t.contact.fullName).fill(language === 'ar' ? 'سارة الكواري' : 'Sara Al-Kuwari');
      await form.getByLabel(t.contact.email).fill(email);
      await form.getByLabel(t.contact.company).fill(language === 'ar' ? 'النور للتجارة' : 'Al Noor Trading');
      await form.getByLabel(t.contact.message).fill(message);
      await form.getByRole('button', { name: t.contact.submit }).click();

      await expect(page.getByTestId('contact-status')).toContainText(t.contact.success);
      if (language === 'en')
        await expect(page.getByTestId('contact-status')).toContainText(
          "We'll get back to you within 24 hours.",
        );
      await expect(page.locator('.notistack-SnackbarContainer')).toContainText(t.contact.success);
      await expect(form.getByLabel(t.contact.fullName)).toHaveValue('');

      const { data, error } = await admin()
        .from('contact_messages')
        .select('full_name, email, company, message, locale, status')
        .eq('email', email);
      expect(error).toBeNull();
      expect(data).toEqual([
        {
          full_name: language === 'ar' ? 'سارة الكواري' : 'Sara Al-Kuwari',
          email,
          company: language === 'ar' ? 'النور للتجارة' : 'Al Noor Trading',
          message,
          locale: language,
          status: 'new',
        },
      ]);
    });

    test('invalid input is explained field by field and nothing typed is lost', async ({ page }) => {
      await openLanding(page, language);
      const form = page.getByTestId('contact-form');
      await form.getByLabel(t.contact.fullName).fill('Omar Haddad');
      await form.getByLabel(t.contact.email).fill('omar@clinic');
      await form.getByRole('button', { name: t.contact.submit }).click();

      await expect(page.getByTestId('contact-error-summary')).toHaveText(t.contact.errorSummary);
      await expect(page.getByTestId('contact-email-error')).toHaveText(t.errors.emailInvalid);
      await expect(page.getByTestId('contact-message-error')).toHaveText(t.errors.messageRequired);
      await expect(page.getByTestId('contact-full-name-error')).toHaveCount(0);
      await expect(form.getByLabel(t.contact.email)).toBeFocused();
      await expect(form.getByLabel(t.contact.email)).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByLabel(t.contact.fullName)).toHaveValue('Omar Haddad');
      await expect(form.getByLabel(t.contact.email)).toHaveValue('omar@clinic');
      await expectNoAxeViolations(page);

      // Fixing a field clears its message at once.
      await form.getByLabel(t.contact.email).fill('omar@clinic.qa');
      await expect(page.getByTestId('contact-email-error')).toHaveCount(0);

      const newsletter = page.getByTestId('newsletter-form');
      await newsletter.getByLabel(t.newsletter.emailLabel).fill('not-an-address');
      await newsletter.getByRole('button', { name: t.newsletter.submit }).click();
      await expect(page.getByTestId('newsletter-email-error')).toHaveText(t.errors.emailInvalid);
      await expect(newsletter.getByLabel(t.newsletter.emailLabel)).toHaveValue('not-an-address');
    });

    test('a failed submission says what went wrong and keeps the message for another try', async ({
      page,
    }) => {
      await openLanding(page, language);
      const email = uniqueEmail(`retry-${language}`);
      await page.route('**/rest/v1/contact_messages*', (route) => route.abort('internetdisconnected'));
      const form = page.getByTestId('contact-form');
      await form.getByLabel(t.contact.fullName).fill('Fatima Al-Thani');
      await form.getByLabel(t.contact.email).fill(email);
      await form.getByLabel(t.contact.message).fill('Please call me about invoice reminders.');
      await form.getByRole('button', { name: t.contact.submit }).click();

      await expect(page.getByTestId('contact-failure')).toContainText(t.errors.network);
      await expect(form.getByLabel(t.contact.fullName)).toHaveValue('Fatima Al-Thani');
      await expect(form.getByLabel(t.contact.message)).toHaveValue('Please call me about invoice reminders.');

      // A reload keeps the draft too, and once the network is back the same message goes through.
      await page.reload();
      await expect(form.getByLabel(t.contact.message)).toHaveValue('Please call me about invoice reminders.');
      await page.unroute('**/rest/v1/contact_messages*');
      await form.getByRole('button', { name: t.contact.submit }).click();
      await expect(page.getByTestId('contact-status')).toContainText(t.contact.success);
      const { data } = await admin().from('contact_messages').select('full_name').eq('email', email);
      expect(data).toEqual([{ full_name: 'Fatima Al-Thani' }]);
    });
  });
}

test('the language switch flips the page between English (LTR) and Arabic (RTL)', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('landing-page')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.hero.title);
  await expect(page).toHaveTitle(ar.meta.title);
  // The hero's second button points "forward", which is to the left in Arabic.
  const arrow = page.locator('#hero .mk-flip svg');
  await expect(arrow).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.hero.title);
});

test('keyboard users can skip to the content and reach both forms', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('landing-page')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: en.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await expect(page.locator('main')).toBeFocused();

  // The newsletter field and the contact form are reachable and usable with the keyboard alone.
  await page.locator('#newsletter-email').focus();
  await page.keyboard.press('Tab');
  await expect(
    page.getByTestId('newsletter-form').getByRole('button', { name: en.newsletter.submit }),
  ).toBeFocused();
  await page.locator('#contact-full-name').focus();
  for (const id of ['contact-email', 'contact-company', 'contact-message']) {
    await page.keyboard.press('Tab');
    await expect(page.locator(`#${id}`)).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await expect(
    page.getByTestId('contact-form').getByRole('button', { name: en.contact.submit }),
  ).toBeFocused();
});

test('/?lang=ar is the Arabic page, for search engines and shared links', async ({ page }) => {
  await page.goto('/?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.hero.title);
});

test('the landing page loads no Supabase client, MUI or charts until a visitor needs them', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByTestId('landing-page')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const packages = new Set(
    scripts.flatMap((file) =>
      modulesOf('shell', file)
        .map(packageModule)
        .filter((m): m is string => m !== null)
        .map(packageOf),
    ),
  );
  expect(packages.size, 'the build report lists the modules of the downloaded scripts').toBeGreaterThan(0);
  for (const heavy of ['@supabase/supabase-js', '@supabase/postgrest-js', '@mui/material', '@mui/x-charts']) {
    expect(packages.has(heavy), `${heavy} is downloaded by /`).toBe(false);
  }
});
