import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import { useCommonT } from '../../lib/i18n/common.ts';
import { usePreferences } from '../../lib/preferences.ts';

const MOON =
  'M12 3a9 9 0 1 0 9 9c0-.46-.04-.92-.1-1.36a5.389 5.389 0 0 1-4.4 2.26 5.403 5.403 0 0 1-3.14-9.8c-.44-.06-.9-.1-1.36-.1z';
const SUN =
  'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM2 13h2a1 1 0 0 0 0-2H2a1 1 0 0 0 0 2zm18 0h2a1 1 0 0 0 0-2h-2a1 1 0 0 0 0 2zM11 2v2a1 1 0 0 0 2 0V2a1 1 0 0 0-2 0zm0 18v2a1 1 0 0 0 2 0v-2a1 1 0 0 0-2 0zM5.99 4.58a1 1 0 0 0-1.41 1.41l1.06 1.06a1 1 0 0 0 1.41-1.41L5.99 4.58zm12.37 12.37a1 1 0 0 0-1.41 1.41l1.06 1.06a1 1 0 0 0 1.41-1.41l-1.06-1.06zm1.06-10.96a1 1 0 0 0-1.41-1.41l-1.06 1.06a1 1 0 0 0 1.41 1.41l1.06-1.06zM7.05 18.36a1 1 0 0 0-1.41-1.41l-1.06 1.06a1 1 0 0 0 1.41 1.41l1.06-1.06z';

/** Light/dark switch; the choice persists (preferences store). */
export function ColorModeToggle() {
  const { t } = useCommonT();
  const colorMode = usePreferences((state) => state.colorMode);
  const toggle = usePreferences((state) => state.toggleColorMode);
  const label = colorMode === 'light' ? t('theme.toDark') : t('theme.toLight');
  return (
    // A native title instead of MUI's Tooltip: Tooltip brings Popper (about 20 KB gzip) into every page.
    <IconButton color="inherit" aria-label={label} title={label} onClick={toggle}>
      <SvgIcon>
        <path d={colorMode === 'light' ? MOON : SUN} />
      </SvgIcon>
    </IconButton>
  );
}
