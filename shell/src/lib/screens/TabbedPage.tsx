/**
 * A page of sections in tabs (admin, workflow manager, settings): the title and subtitle, the tab
 * strip, and the open section's panel. The open tab is part of the address (?tab=…), so it survives a
 * reload and can be linked to; the first tab is the default and keeps the address clean.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

interface TabbedPageProps<T extends string> {
  /** Prefix of the tab and panel ids (`<id>-tab-<tab>`, `<id>-panel-<tab>`). */
  id: string;
  title: string;
  subtitle: string;
  tabsLabel: string;
  tabs: readonly T[];
  labelOf: (tab: T) => string;
  maxWidth?: 'md' | 'xl';
  children: (tab: T) => ReactNode;
}

export function TabbedPage<T extends string>({
  id,
  title,
  subtitle,
  tabsLabel,
  tabs,
  labelOf,
  maxWidth = 'xl',
  children,
}: TabbedPageProps<T>) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = tabs.find((candidate) => candidate === requested) ?? tabs[0];

  return (
    <Container component="main" id="main" maxWidth={maxWidth} sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {subtitle}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, next: T) => setParams(next === tabs[0] ? {} : { tab: next }, { replace: true })}
        aria-label={tabsLabel}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {tabs.map((value) => (
          <Tab
            key={value}
            value={value}
            label={labelOf(value)}
            id={`${id}-tab-${value}`}
            aria-controls={`${id}-panel-${value}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`}>
        {tab && children(tab)}
      </Box>
    </Container>
  );
}
