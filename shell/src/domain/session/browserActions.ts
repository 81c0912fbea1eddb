/** The identity actions of this page: the page's auth controller with the browser's surroundings. */

import { setRememberMe } from '../../lib/authStorage/authStorage.ts';
import { getI18nInstance } from '../../lib/i18n/setup.ts';
import { createAuthActions } from './actions.ts';
import { rememberReturnTo } from './redirects.ts';
import { auth } from './store.ts';

export const authActions = createAuthActions(auth, {
  origin: () => window.location.origin,
  language: () => (getI18nInstance().resolvedLanguage === 'ar' ? 'ar' : 'en'),
  setRememberMe: (remember) => setRememberMe(remember),
  rememberReturnTo,
});
