import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, memo, Suspense, useState } from 'react';
import { useWorkspaceT } from '../../domain/workspace/i18n/index.ts';
import { useMarketplaceT } from './i18n/index.ts';

const CustomRequestDialog = lazy(() => import('../../domain/workspace/CustomRequestDialog.tsx'));

/** Request Custom Workflow (docs/product.md §3): the banner and its dialog, downloaded when first opened. */
export const CustomRequestBanner = memo(function CustomRequestBanner() {
  const { t } = useMarketplaceT();
  const { t: tw } = useWorkspaceT();
  const [open, setOpen] = useState(false);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('custom.title')}
      sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h2">
          {t('custom.title')}
        </Typography>
        <Typography color="text.secondary">{t('custom.body')}</Typography>
      </Box>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {tw('custom.open')}
      </Button>
      <Suspense fallback={null}>
        {open && <CustomRequestDialog open onClose={() => setOpen(false)} />}
      </Suspense>
    </Paper>
  );
});
