import { createTheme } from '@mui/material/styles';
import { renderWithProviders } from '@portal/dashboard-kit-testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusChip } from './StatusChip.tsx';

const { palette } = createTheme();

describe('StatusChip', () => {
  it('keeps the label in the body colour and puts the tone on the border', () => {
    renderWithProviders(<StatusChip label="Qualified" tone="warning" />);
    const chip = screen.getByText('Qualified');
    const style = getComputedStyle(chip);
    expect(style.color).toBe(palette.text.primary);
    expect(style.borderColor).toBe(palette.warning.main);
    expect(chip.dataset.tone).toBe('warning');
  });

  it('defaults to a neutral tone', () => {
    renderWithProviders(<StatusChip label="Draft" />);
    expect(screen.getByText('Draft').dataset.tone).toBe('neutral');
  });
});
