/**
 * A dashboard split into tabs (Overview, Recent Leads…), on the kit's `TabStrip` (the WAI-ARIA tab
 * pattern: arrow keys mirrored in RTL, Home/End). Only the active panel is rendered, so a tab's
 * charts cost nothing until it is opened, and a tab's content may be a lazy component whose code
 * downloads then (the panel shows the loading state meanwhile). With `syncHash` the active tab lives in the URL hash
 * (#recent-leads): a reload or a shared link opens the same tab.
 */
import Box from '@mui/material/Box';
import { type ReactNode, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { useUiTranslation } from '../i18n/index.ts';
import { LoadingState } from './states.tsx';
import { TabStrip } from './TabStrip.tsx';

export interface DashboardTab {
  /** Stable id, also the URL hash: lowercase letters, digits and dashes. */
  id: string;
  label: string;
  /** Called only while the tab is active. */
  render?: () => ReactNode;
  /** Or the tab's content as an element (rendered only while the tab is active all the same). */
  content?: ReactNode;
}

export interface DashboardTabsProps {
  tabs: readonly DashboardTab[];
  /** Accessible name of the tab list; default "Dashboard sections". */
  label?: string;
  /** Keep the active tab in location.hash (default true). */
  syncHash?: boolean;
  /** Controlled mode: the active tab id and its setter. */
  value?: string;
  onChange?: (id: string) => void;
}

const hashTab = (tabs: readonly DashboardTab[]): string | undefined => {
  if (typeof window === 'undefined') return undefined;
  const id = decodeURIComponent(window.location.hash.slice(1));
  return tabs.some((tab) => tab.id === id) ? id : undefined;
};

export function DashboardTabs({ tabs, label, syncHash = true, value, onChange }: DashboardTabsProps) {
  const { t } = useUiTranslation();
  const prefix = useId();
  const first = tabs[0]?.id ?? '';
  const [own, setOwn] = useState<string>(() => (syncHash ? hashTab(tabs) : undefined) ?? first);
  const requested = value ?? own;
  // A tab list that changes (or a stale hash) must never leave an empty panel.
  const active = tabs.some((tab) => tab.id === requested) ? requested : first;

  const select = useCallback(
    (id: string) => {
      if (value === undefined) setOwn(id);
      onChange?.(id);
      if (syncHash && typeof window !== 'undefined') {
        // replaceState keeps the router's history entry (and its state) and adds no Back step per tab.
        window.history.replaceState(window.history.state, '', `#${encodeURIComponent(id)}`);
      }
    },
    [value, onChange, syncHash],
  );

  useEffect(() => {
    if (!syncHash) return;
    const onHashChange = () => {
      const id = hashTab(tabs);
      if (id) {
        if (value === undefined) setOwn(id);
        onChange?.(id);
      }
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [syncHash, tabs, value, onChange]);

  const tabId = (id: string) => `${prefix}-tab-${id}`;
  const panelId = (id: string) => `${prefix}-panel-${id}`;
  const activeTab = tabs.find((tab) => tab.id === active);

  return (
    <Box>
      <TabStrip
        value={active}
        onChange={select}
        label={label ?? t('tabs.label')}
        tabs={tabs.map((tab) => ({
          value: tab.id,
          label: tab.label,
          id: tabId(tab.id),
          // Only the active panel exists in the DOM; pointing at a missing id is an ARIA error.
          controls: tab.id === active ? panelId(tab.id) : undefined,
        }))}
      />
      {activeTab && (
        <Box
          // Each tab's own tree: a table at the same place in another tab must not keep this one's page.
          key={activeTab.id}
          role="tabpanel"
          id={panelId(activeTab.id)}
          aria-labelledby={tabId(activeTab.id)}
          // Focusable so keyboard users can move from the tab list straight into the panel.
          tabIndex={0}
          sx={{
            paddingBlockStart: 3,
            outline: 'none',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          {/* A tab may bring its code when first opened (React.lazy): the panel says it is loading. */}
          <Suspense fallback={<LoadingState />}>
            {activeTab.render ? activeTab.render() : activeTab.content}
          </Suspense>
        </Box>
      )}
    </Box>
  );
}
