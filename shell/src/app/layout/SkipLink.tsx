import Link from '@mui/material/Link';
import { useCommonT } from '../../lib/i18n/common.ts';

/** First focusable element of every page: keyboard users jump past the navigation. */
export function SkipLink() {
  const { t } = useCommonT();
  return (
    <Link
      href="#main"
      sx={{
        position: 'absolute',
        insetInlineStart: 8,
        top: -48,
        zIndex: 2000,
        p: 1,
        bgcolor: 'background.paper',
        '&:focus': { top: 8 },
      }}
    >
      {t('skipToContent')}
    </Link>
  );
}
