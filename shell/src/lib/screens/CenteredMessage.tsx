import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The shared shape of full-page messages (404, error, configuration error). */
export function CenteredMessage({
  eyebrow,
  title,
  children,
  actions,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box
      component="main"
      id="main"
      sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', px: 2, py: 6, textAlign: 'center' }}
    >
      <Stack spacing={2} sx={{ maxWidth: 560, alignItems: 'center' }}>
        {eyebrow}
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {children}
        {actions && (
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
