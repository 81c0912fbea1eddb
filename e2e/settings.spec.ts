/**
 * Settings end to end (issue 5, item 4), in English and Arabic, against the production builds and the
 * local stack: each tab saves what the person chose, shows the spec's toasts, keeps it across a reload
 * (in the profile, and for Appearance also in this browser), and the choices take effect: a new password
 * is the only one that works, a new email address needs both confirmation links, system updates skip
 * whoever switched them off. (Two-factor sign-in and the session timeout are in auth.spec.ts.)
 */
import { expect, type Page, test } from '@playwright/test';
import {
  createUser,
  emailedLink,
  expectDirection,
  expectOnlyNewCredentials,
  field,
  LANGUAGES,
  type Language,
  PASSWORD,
  profileOf,
  serviceClient,
  signIn,
  signOutFromMenu,
  TEXT,
  uniqueEmail,
  useLanguage,
} from './auth-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';

const NEW_PASSWORD = 'Fresh#Doha2027';

/** The toast notistack shows (role="alert" inside the snackbar region). */
const toast = (page: Page, text: string) => page.locator('#notistack-snackbar').filter({ hasText: text });

async function openTab(page: Page, language: Language, tab: keyof (typeof TEXT)['en']['settings']['tabs']) {
  const settings = TEXT[language].settings;
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.title);
  await page.getByRole('tab', { name: settings.tabs[tab] }).click();
}

for (const language of LANGUAGES) {
  const t = TEXT[language].settings;
  const auth = TEXT[language].auth;

  test.describe(`settings in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('Profile: details are saved and kept; a failed save says so and keeps what was typed', async ({
      page,
    }) => {
      const { email, id } = await createUser(`profile-${language}`, 'Mariam Al-Thani');
      await signIn(page, language, email, PASSWORD);
      await openTab(page, language, 'profile');
      await expectDirection(page, language);

      await field(page, t.profile.fullName).fill('Mariam Al-Thani Al-Kuwari');
      await field(page, t.profile.company).fill('Pearl Logistics');
      await field(page, t.profile.phone).fill('+974 5555 1234');
      await field(page, t.profile.position).fill('Operations Manager');
      await page.getByRole('button', { name: t.profile.save }).click();
      await expect(toast(page, t.profile.saved)).toBeVisible();
      await expect
        .poll(async () => {
          const p = await profileOf(id);
          return [p.full_name, p.company, p.phone, p.position];
        })
        .toEqual(['Mariam Al-Thani Al-Kuwari', 'Pearl Logistics', '+974 5555 1234', 'Operations Manager']);

      await page.reload();
      await expect(field(page, t.profile.company)).toHaveValue('Pearl Logistics');
      await expect(field(page, t.profile.position)).toHaveValue('Operations Manager');

      // A bad phone number is caught before anything is sent.
      await field(page, t.profile.phone).fill('call me');
      await page.getByRole('button', { name: t.profile.save }).click();
      await expect(page.getByText(t.profile.invalidPhone)).toBeVisible();
      await expectNoAxeViolations(page);

      // The network fails on the way: the spec's message, and the typed text is still there.
      await field(page, t.profile.phone).fill('+974 4444 0000');
      await field(page, t.profile.company).fill('Pearl Logistics WLL');
      await page.route('**/rest/v1/profiles**', (route) =>
        route.request().method() === 'PATCH' ? route.abort('connectionrefused') : route.continue(),
      );
      await page.getByRole('button', { name: t.profile.save }).click();
      await expect(page.getByTestId('profile-error')).toHaveText(t.profile.failed);
      await expect(toast(page, t.profile.failed)).toBeVisible();
      await expect(field(page, t.profile.company)).toHaveValue('Pearl Logistics WLL');
      expect((await profileOf(id)).company).toBe('Pearl Logistics');

      // Back online, the same form saves.
      await page.unroute('**/rest/v1/profiles**');
      await page.getByRole('button', { name: t.profile.save }).click();
      await expect(toast(page, t.profile.saved)).toBeVisible();
      await expect.poll(async () => (await profileOf(id)).company).toBe('Pearl Logistics WLL');
    });

    test('Profile: a new email address takes effect once both confirmation links are opened', async ({
      page,
    }) => {
      const { email, id } = await createUser(`email-${language}`);
      const newEmail = uniqueEmail(`moved-${language}`);
      await signIn(page, language, email, PASSWORD);
      await openTab(page, language, 'profile');

      await field(page, t.profile.email).fill(newEmail);
      await page.getByRole('button', { name: t.profile.save }).click();
      await expect(page.getByTestId('email-pending')).toContainText(newEmail);
      await expect(field(page, t.profile.email)).toHaveValue(email); // unchanged until confirmed
      expect((await profileOf(id)).email).toBe(email);

      // The link to the current address first: one more confirmation is needed.
      await page.goto(await emailedLink(email, 'email_change'));
      await expect(page.getByRole('heading', { name: auth.callback.emailChangeHalfTitle })).toBeVisible();
      await expectNoAxeViolations(page);
      expect((await profileOf(id)).email).toBe(email);

      // Then the one to the new address: changed, and Settings shows it.
      await page.goto(await emailedLink(newEmail, 'email_change'));
      await expect(page).toHaveURL(/\/settings/);
      await expect(toast(page, auth.callback.emailChanged)).toBeVisible();
      await expect(field(page, t.profile.email)).toHaveValue(newEmail);
      await expect.poll(async () => (await profileOf(id)).email).toBe(newEmail);

      // The new address signs in; the old one no longer does.
      await signOutFromMenu(page, language);
      await expectOnlyNewCredentials(
        page,
        language,
        { email, password: PASSWORD },
        { email: newEmail, password: PASSWORD },
      );
    });

    test('Notifications: preferences are saved, kept and honoured', async ({ page }) => {
      const { email, id } = await createUser(`prefs-${language}`);
      const { id: listener } = await createUser(`prefs-listener-${language}`);
      await signIn(page, language, email, PASSWORD);
      await openTab(page, language, 'notifications');
      const emailSwitch = page.getByLabel(t.notifications.email, { exact: true });
      const updatesSwitch = page.getByLabel(t.notifications.systemUpdates, { exact: true });
      await expect(emailSwitch).toBeChecked();
      await expect(updatesSwitch).toBeChecked();
      await expectNoAxeViolations(page);

      await emailSwitch.uncheck();
      await updatesSwitch.uncheck();
      await page.getByRole('button', { name: t.notifications.save }).click();
      await expect(toast(page, t.notifications.saved)).toBeVisible();
      await expect
        .poll(async () => {
          const p = await profileOf(id);
          return [p.email_notifications, p.workflow_alerts, p.system_updates];
        })
        .toEqual([false, true, false]);
      await page.reload();
      await expect(page.getByLabel(t.notifications.email, { exact: true })).not.toBeChecked();
      await expect(page.getByLabel(t.notifications.workflowAlerts, { exact: true })).toBeChecked();
      await expect(page.getByLabel(t.notifications.systemUpdates, { exact: true })).not.toBeChecked();

      // An announcement reaches the client who kept system updates on, not this one.
      const title = `Planned maintenance ${language} ${Date.now()}`;
      const { data: sent, error } = await serviceClient().rpc('announce_system_update', {
        p_title: title,
        p_message: 'Friday 02:00-03:00 Doha time.',
      });
      expect(error).toBeNull();
      expect(sent).toBeGreaterThan(0);
      const received = async (user: string) => {
        const { count } = await serviceClient()
          .from('notifications')
          .select('id', { count: 'exact', head: true })
          .eq('user_id', user)
          .eq('title', title);
        return count;
      };
      expect(await received(listener)).toBe(1);
      expect(await received(id)).toBe(0);
    });

    test('Security: a new password replaces the old one', async ({ page }) => {
      const { email } = await createUser(`password-${language}`);
      await signIn(page, language, email, PASSWORD);
      await openTab(page, language, 'security');
      const submit = page.getByRole('button', { name: t.security.password.submit });

      await field(page, auth.fields.currentPassword).fill(PASSWORD);
      await field(page, auth.fields.newPassword).fill('weak');
      await field(page, auth.fields.confirmNewPassword).fill('weak');
      await submit.click();
      await expect(page.getByTestId('password-error')).toHaveText(auth.validation.requirementsNotMet);

      await field(page, auth.fields.newPassword).fill(NEW_PASSWORD);
      await field(page, auth.fields.confirmNewPassword).fill(`${NEW_PASSWORD}x`);
      await submit.click();
      await expect(page.getByTestId('password-error')).toHaveText(auth.validation.mismatch);

      await field(page, auth.fields.currentPassword).fill('Not#MyPassword1');
      await field(page, auth.fields.confirmNewPassword).fill(NEW_PASSWORD);
      await submit.click();
      await expect(page.getByTestId('password-error')).toHaveText(auth.errors.wrongCurrentPassword);
      await expectNoAxeViolations(page);

      await field(page, auth.fields.currentPassword).fill(PASSWORD);
      await submit.click();
      await expect(toast(page, t.security.password.saved)).toBeVisible();
      await expect(field(page, auth.fields.currentPassword)).toHaveValue('');

      await signOutFromMenu(page, language);
      await expectOnlyNewCredentials(
        page,
        language,
        { email, password: PASSWORD },
        { email, password: NEW_PASSWORD },
      );
    });

    test('Appearance: language and theme are saved to the profile and this browser', async ({ page }) => {
      const other: Language = language === 'en' ? 'ar' : 'en';
      const { email, id } = await createUser(`appearance-${language}`);
      await signIn(page, language, email, PASSWORD);
      await openTab(page, language, 'appearance');

      // Saved first, then applied: the radio turns once the profile has it (hence click, not check).
      const dark = page.getByRole('radio', { name: t.appearance.dark });
      await dark.click();
      await expect(dark).toBeChecked();
      await expect(toast(page, t.appearance.saved)).toBeVisible();
      await expect.poll(async () => (await profileOf(id)).theme).toBe('dark');
      const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(await background()).not.toBe('rgb(255, 255, 255)');
      await expectNoAxeViolations(page); // the dark palette keeps its contrast

      // The other language: the page turns as soon as it is saved, and stays so after a reload.
      const otherText = TEXT[other].settings;
      await page
        .getByRole('radio', { name: other === 'ar' ? t.appearance.arabic : t.appearance.english })
        .click();
      await expectDirection(page, other);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(otherText.title);
      await expect.poll(async () => (await profileOf(id)).language).toBe(other);
      await page.reload();
      await expectDirection(page, other);
      await expect(page.getByRole('radio', { name: otherText.appearance.dark })).toBeChecked();
      expect(await page.evaluate(() => window.localStorage.getItem('portal.language'))).toBe(other);
      expect(await page.evaluate(() => window.localStorage.getItem('portal.preferences'))).toContain('dark');
      await expectNoAxeViolations(page);
    });
  });
}
