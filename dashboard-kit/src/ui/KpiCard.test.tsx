import { createTheme } from '@mui/material/styles';
import { renderWithProviders } from '@portal/dashboard-kit-testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { directionOf, KpiCard } from './KpiCard.tsx';

const { palette } = createTheme();
const deltaBox = (container: HTMLElement) => container.querySelector('[data-direction]') as HTMLElement;

describe('KpiCard', () => {
  it('shows label, value, caption and a rising change with words for screen readers', () => {
    const { container } = renderWithProviders(
      <KpiCard label="New leads" value="128" caption="Last 30 days" delta={{ value: 0.125 }} />,
    );
    expect(screen.getByText('New leads')).toBeTruthy();
    expect(screen.getByText('128')).toBeTruthy();
    expect(screen.getByText('Last 30 days')).toBeTruthy();
    expect(screen.getByText('+12.5%')).toBeTruthy();
    expect(screen.getByText('Up 12.5%')).toBeTruthy();
    expect(screen.getByText('vs previous period')).toBeTruthy();
    expect(deltaBox(container).dataset.direction).toBe('up');
    // Hidden for real: 1 px, not 100 % wide (in sx a bare 1 means 100 %).
    const spoken = getComputedStyle(screen.getByText('Up 12.5%'));
    expect([spoken.width, spoken.position]).toEqual(['1px', 'absolute']);
  });

  it('lets an amount and its currency wrap apart, never inside either', () => {
    renderWithProviders(<KpiCard label="Open pipeline" value={'\u200f3,419,000\u00a0ر.ق.\u200f'} />);
    expect(screen.getByText('\u200f3,419,000 ر.ق.\u200f').textContent).not.toMatch(/[\u00a0\u202f]/);
  });

  it('treats a fall as good news when lower is better', () => {
    const { container } = renderWithProviders(
      <KpiCard
        label="Cost per lead"
        value="QAR 40"
        delta={{ value: -0.2, goodWhen: 'down', label: 'vs last month' }}
      />,
    );
    expect(screen.getByText('-20%')).toBeTruthy();
    expect(screen.getByText('Down 20%')).toBeTruthy();
    expect(screen.getByText('vs last month')).toBeTruthy();
    const box = deltaBox(container);
    expect(box.dataset.direction).toBe('down');
    expect(getComputedStyle(box).color).toBe(palette.success.main);
  });

  it('colours bad news with the error colour', () => {
    const { container } = renderWithProviders(<KpiCard label="Leads" value="90" delta={{ value: -0.1 }} />);
    expect(getComputedStyle(deltaBox(container)).color).toBe(palette.error.main);
  });

  it('shows no change for tiny changes and nothing without a delta', () => {
    renderWithProviders(<KpiCard label="Rate" value="5%" delta={{ value: 0.0001 }} />);
    expect(screen.getByText('No change')).toBeTruthy();
    renderWithProviders(<KpiCard label="Rate" value="5%" />);
    expect(screen.queryByText('vs previous period')).toBeNull();
  });

  it('speaks Arabic', () => {
    renderWithProviders(<KpiCard label="عملاء" value="128" delta={{ value: -0.05 }} />, { locale: 'ar' });
    expect(
      screen.getByText('انخفاض بنسبة 5%', { normalizer: (s) => s.replace(/[\u200e\u200f\u061c]/g, '') }),
    ).toBeTruthy();
    expect(screen.getByText('مقارنةً بالفترة السابقة')).toBeTruthy();
  });

  it('classifies directions', () => {
    expect(directionOf(0.2)).toBe('up');
    expect(directionOf(-0.2)).toBe('down');
    expect(directionOf(0)).toBe('flat');
    expect(directionOf(Number.NaN)).toBe('flat');
  });
});
