/**
 * Figures that may be missing, as the cards and tables show them: a median duration before anything
 * was measured, a rating before anyone rated, shows the locale's missing mark instead.
 */
import { useMemo } from 'react';
import { useFormatters, useUiTranslation } from '../i18n/index.ts';

export function useFigureTexts() {
  const { t } = useUiTranslation();
  const f = useFormatters();
  return useMemo(
    () => ({
      /** "3.5 mins", or the missing mark. */
      duration: (ms: number | null | undefined) =>
        ms === null || ms === undefined ? f.missing : f.duration(ms),
      /** A 1-5 rating: "4.3 / 5", or the missing mark. */
      rating: (value: number | null | undefined) =>
        value === null || value === undefined
          ? f.missing
          : t('satisfaction.outOf', { value: f.number(value, 1) }),
      /** A caption quoting a duration (the slow cases' "95 % within 9 min"), or none before it was measured. */
      durationCaption: (ms: number | null | undefined, text: (duration: string) => string) =>
        ms === null || ms === undefined ? undefined : text(f.duration(ms)),
    }),
    [t, f],
  );
}
