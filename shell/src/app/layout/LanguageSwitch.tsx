import Button, { type ButtonProps } from '@mui/material/Button';
import { useCommonT } from '../../lib/i18n/common.ts';
import { loadRtlCache } from '../theme/emotionCaches.ts';

/**
 * Switches between English and Arabic. The label is written in the language it switches to (as users
 * expect) and carries that `lang`, so screen readers pronounce it correctly; it is also the button's
 * accessible name (WCAG 2.5.3), with the longer explanation as its description.
 */
export function LanguageSwitch(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const { t, i18n } = useCommonT();
  const next = i18n.resolvedLanguage === 'ar' ? 'en' : 'ar';
  return (
    <Button
      color="inherit"
      variant="outlined"
      size="small"
      lang={next}
      title={t('language.switchToLabel')}
      data-testid="language-switch"
      // The right-to-left styles first (a chunk of their own), so the page never waits on them.
      onClick={() =>
        void (next === 'ar' ? loadRtlCache().catch(() => undefined) : Promise.resolve()).then(() =>
          i18n.changeLanguage(next),
        )
      }
      {...props}
    >
      {t('language.switchTo')}
    </Button>
  );
}
