/**
 * The frame of a signed-in content page (dashboard, marketplace, a workflow): the page's main landmark
 * and, stacked under its heading, the page's sections. The heading is the page's title and subtitle,
 * or a heading of the page's own.
 */
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Heading = { title: string; subtitle: ReactNode; heading?: never } | { heading: ReactNode };

export function ContentPage(props: Heading & { children: ReactNode }) {
  return (
    <Container component="main" id="main" maxWidth="xl" sx={{ py: 4 }}>
      <Stack spacing={3}>
        {'title' in props ? (
          <div>
            <Typography variant="h4" component="h1">
              {props.title}
            </Typography>
            <Typography color="text.secondary">{props.subtitle}</Typography>
          </div>
        ) : (
          props.heading
        )}
        {props.children}
      </Stack>
    </Container>
  );
}
