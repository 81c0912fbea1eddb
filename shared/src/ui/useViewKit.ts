import { useFormatters, useUiTranslation } from '../i18n/index.ts';

/**
 * What every dashboard View starts with, in one call: its family's typed `t`, the toolkit's `ui`
 * texts (tab names, periods) and the locale's formatters. `const { t, ui, f } = useViewKit(useHrTranslation);`
 */
export function useViewKit<T>(useFamilyT: () => { t: T }) {
  const { t } = useFamilyT();
  const { t: ui } = useUiTranslation();
  const f = useFormatters();
  return { t, ui, f };
}
