import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCommonT } from '../i18n/common.ts';

/** Fallback while a lazy route or a namespace loads. */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useCommonT();
  const text = label ?? t('loading');
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 10 }}>
      <CircularProgress aria-label={text} />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
