// @vitest-environment happy-dom
/**
 * TabbedPage as a person meets it: the page's texts from its namespace, one tab a panel in order, the
 * open tab in the address (the first keeps it clean), and the panel labelled by its tab.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { TabbedPage, type TabbedPageKey } from './TabbedPage.tsx';

afterEach(cleanup);

const PANELS = {
  first: () => <p>first panel</p>,
  second: () => <p>second panel</p>,
};
const TEXTS: Record<TabbedPageKey<keyof typeof PANELS>, string> = {
  title: 'Page title',
  subtitle: 'What the page is for',
  tabsLabel: 'Sections',
  'tabs.first': 'First',
  'tabs.second': 'Second',
};

function Address() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderAt(path: string, page = <TabbedPage id="demo" t={(key) => TEXTS[key]} panels={PANELS} />) {
  const router = createMemoryRouter(
    [
      {
        path: '/page',
        element: (
          <>
            {page}
            <Address />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('TabbedPage', () => {
  it('names the page and its tabs from the namespace, the first tab open by default', () => {
    renderAt('/page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page title' })).toBeTruthy();
    expect(screen.getByText('What the page is for')).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['First', 'Second']);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeTruthy();
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe('demo-tab-first');
    expect(panel.textContent).toBe('first panel');
  });

  it('opens the tab the address names and writes the chosen tab into it', () => {
    renderAt('/page?tab=second');
    expect(screen.getByRole('tabpanel').textContent).toBe('second panel');
    fireEvent.click(screen.getByRole('tab', { name: 'First' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('first panel');
    expect(screen.getByTestId('search').textContent).toBe('');
    fireEvent.click(screen.getByRole('tab', { name: 'Second' }));
    expect(screen.getByTestId('search').textContent).toBe('?tab=second');
  });

  it('hands the open panel to children when it needs props', () => {
    const panels = { only: ({ name }: { name: string }) => <p>{`hello ${name}`}</p> };
    renderAt(
      '/page?tab=unknown',
      <TabbedPage id="props" t={(key) => key} panels={panels}>
        {(Panel, tab) => <Panel name={tab} />}
      </TabbedPage>,
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('hello only');
  });
});
