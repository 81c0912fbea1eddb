/**
 * A page of sections in tabs (admin, workflow manager, settings): the title and subtitle, the tab
 * strip, and the open section's panel. The open tab is part of the address (?tab=…), so it survives a
 * reload and can be linked to; the first tab is the default and keeps the address clean.
 *
 * The page is described by its panels (one component a tab, in tab order; lazy ones show the loader
 * while their chunk arrives) and named by its namespace: `title`, `subtitle`, `tabsLabel` and
 * `tabs.<tab>`.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { TabStrip } from '@portal/dashboard-kit/ui';
import { type ComponentType, createElement, type ReactNode, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageLoader } from './PageLoader.tsx';

/** The keys a tabbed page reads from its namespace. */
export type TabbedPageKey<T extends string> = 'title' | 'subtitle' | 'tabsLabel' | `tabs.${T}`;

interface TabbedPageProps<T extends string, P extends object> {
  /** Prefix of the tab and panel ids (`<id>-tab-<tab>`, `<id>-panel-<tab>`). */
  id: string;
  /** The page's namespace (`useXxxT().t`). */
  t: (key: TabbedPageKey<T>) => string;
  /** One panel a tab, in the order of the tabs; the first is the default. */
  panels: Record<T, ComponentType<P>>;
  maxWidth?: 'md' | 'xl';
  /** How the open panel is shown, when it needs props or a state of the page first. */
  children?: (Panel: ComponentType<P>, tab: T) => ReactNode;
}

export function TabbedPage<T extends string, P extends object = object>({
  id,
  t,
  panels,
  maxWidth = 'xl',
  children = (Panel) => createElement(Panel as ComponentType<object>),
}: TabbedPageProps<T, P>) {
  const tabs = Object.keys(panels) as T[];
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  // A tabbed page has at least one panel.
  const tab = tabs.find((candidate) => candidate === requested) ?? (tabs[0] as T);

  return (
    <Container component="main" id="main" maxWidth={maxWidth} sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('subtitle')}
      </Typography>
      <Box sx={{ mb: 3 }}>
        <TabStrip
          value={tab}
          onChange={(next) => setParams(next === tabs[0] ? {} : { tab: next }, { replace: true })}
          label={t('tabsLabel')}
          tabs={tabs.map((value) => ({
            value,
            label: t(`tabs.${value}`),
            id: `${id}-tab-${value}`,
            controls: `${id}-panel-${value}`,
          }))}
        />
      </Box>
      <Box role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`}>
        <Suspense fallback={<PageLoader />}>{children(panels[tab], tab)}</Suspense>
      </Box>
    </Container>
  );
}
