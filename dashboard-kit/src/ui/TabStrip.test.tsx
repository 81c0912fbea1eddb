import { renderWithProviders } from '@portal/dashboard-kit-testing';
import { fireEvent, screen } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabStrip } from './TabStrip.tsx';

const tabs = [
  { value: 'overview', label: 'Overview' },
  { value: 'leads', label: 'Leads', id: 'leads-tab', controls: 'leads-panel' },
  { value: 'analytics', label: 'Analytics' },
];

function strip(value = 'overview', onChange: (value: string) => void = () => undefined) {
  return <TabStrip tabs={tabs} value={value} onChange={onChange} label="Sections" />;
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('TabStrip', () => {
  it('is a named tab list whose selected tab alone is in the Tab order', () => {
    renderWithProviders(strip('leads'));
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeTruthy();
    expect(tabs.map(({ label }) => tab(label).getAttribute('aria-selected'))).toEqual([
      'false',
      'true',
      'false',
    ]);
    expect(tabs.map(({ label }) => tab(label).tabIndex)).toEqual([-1, 0, -1]);
    expect(tab('Leads').id).toBe('leads-tab');
    expect(tab('Leads').getAttribute('aria-controls')).toBe('leads-panel');
    expect(tab('Overview').getAttribute('type')).toBe('button');
  });

  it('selects a tab on click, and not the one already selected', () => {
    const selected: string[] = [];
    renderWithProviders(strip('overview', (value) => selected.push(value)));
    fireEvent.click(tab('Analytics'));
    fireEvent.click(tab('Overview'));
    expect(selected).toEqual(['analytics']);
  });

  it('moves focus with the arrow keys, round the ends, and to the ends with Home and End', () => {
    const selected: string[] = [];
    renderWithProviders(strip('overview', (value) => selected.push(value)));
    tab('Overview').focus();
    const press = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key });
    press('ArrowRight');
    expect(document.activeElement).toBe(tab('Leads'));
    press('End');
    expect(document.activeElement).toBe(tab('Analytics'));
    press('ArrowRight');
    expect(document.activeElement).toBe(tab('Overview'));
    press('ArrowLeft');
    expect(document.activeElement).toBe(tab('Analytics'));
    press('Home');
    expect(document.activeElement).toBe(tab('Overview'));
    // Focus moves; selection waits for Enter, Space or a click (the button's own).
    expect(selected).toEqual([]);
  });

  it('mirrors the arrow keys right to left', () => {
    renderWithProviders(strip(), { locale: 'ar' });
    tab('Overview').focus();
    fireEvent.keyDown(tab('Overview'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Leads'));
  });

  it('mounts and changes tab in one commit each: it sets no state while React commits', () => {
    // MUI's Tabs set state from their refs and effects after every render, which React renders again
    // at once, in the same task (docs/performance.md, "Tabs without measuring, and charts kept while
    // their data is").
    function Selecting() {
      const [value, setValue] = useState('overview');
      return strip(value, setValue);
    }
    const commits: string[] = [];
    renderWithProviders(
      <Profiler id="strip" onRender={(_id, phase) => commits.push(phase)}>
        <Selecting />
      </Profiler>,
    );
    fireEvent.click(tab('Analytics'));
    expect(tab('Analytics').getAttribute('aria-selected')).toBe('true');
    expect(commits).toEqual(['mount', 'update']);
  });
});
