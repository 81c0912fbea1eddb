/**
 * Test helpers for components built on the building blocks (shared and every remote): render with a
 * real i18next instance in the wanted language, the `ui` namespace and any others, and an MUI theme
 * whose direction follows the language, as the shell provides them.
 */
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { LazyMessages, Locale } from '@portal/contract';
import {
  addNumberFormat,
  loadLazyNamespaces,
  type Messages,
  registerMessages,
  UI_NAMESPACE,
  uiNamespace,
} from '@portal/dashboard-kit/i18n';
import { cleanup, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterAll, beforeAll } from 'vitest';

export interface RenderOptions {
  locale?: Locale;
  /** Extra namespaces, e.g. { sales: remote.messages } (loaded before the file's tests: see below). */
  namespaces?: Record<string, Messages | LazyMessages>;
}

/**
 * The texts of every lazy namespace (the kit's `ui`, each family's), both languages, loaded before a
 * test file's tests run, so that a render has them at once, as a dashboard has them in the shell (which
 * loads them before it renders one). A namespace defined later than that (imported inside a test) is
 * not among them: rendering with it throws.
 */
let lazyTexts: Record<string, Messages> = {};
beforeAll(async () => {
  lazyTexts = await loadLazyNamespaces();
});

function textsOf(namespace: string, messages: Messages | LazyMessages): Messages {
  if (typeof messages.en !== 'function') return messages as Messages;
  const loaded = lazyTexts[namespace];
  if (!loaded) throw new Error(`the "${namespace}" namespace was defined after the test file started`);
  return loaded;
}

/** A fresh i18next instance set up as the shell sets up its own (no HTML escaping: React escapes). */
export function createTestI18n(
  locale: Locale = 'en',
  namespaces: Record<string, Messages | LazyMessages> = {},
): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    ns: [UI_NAMESPACE, ...Object.keys(namespaces)],
    defaultNS: UI_NAMESPACE,
    interpolation: { escapeValue: false },
    resources: {},
    initAsync: false,
  });
  addNumberFormat(instance);
  registerMessages(instance, UI_NAMESPACE, textsOf(UI_NAMESPACE, uiNamespace.messages));
  for (const [ns, messages] of Object.entries(namespaces))
    registerMessages(instance, ns, textsOf(ns, messages));
  // Every lazy namespace the file defined, as a component that reads one without naming it (a block of
  // the family rendered on its own) finds it in the shell.
  for (const [ns, messages] of Object.entries(lazyTexts)) registerMessages(instance, ns, messages);
  return instance;
}

// The file's last render is removed before its environment goes: left mounted, React's scheduler may
// run its pending work after jsdom is torn down ("window is not defined" on a busy machine).
afterAll(() => cleanup());

/**
 * Renders like the shell does. The previous render of the file is removed first, so tests stay
 * independent even where Vitest runs without globals (Testing Library's auto-cleanup needs them).
 */
export function renderWithProviders(
  ui: ReactElement,
  { locale = 'en', namespaces = {} }: RenderOptions = {},
) {
  cleanup();
  const i18n = createTestI18n(locale, namespaces);
  const theme = createTheme({ direction: locale === 'ar' ? 'rtl' : 'ltr' });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <div dir={theme.direction}>{ui}</div>
      </ThemeProvider>
    </I18nextProvider>,
  );
  return { ...view, i18n };
}
