import { renderWithProviders } from '@portal/dashboard-kit-testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFigureTexts } from './figureTexts.ts';

function Figures({ ms, rating }: { ms?: number | null; rating?: number | null }) {
  const show = useFigureTexts();
  return (
    <>
      <p>duration: {show.duration(ms)}</p>
      <p>rating: {show.rating(rating)}</p>
      <p>caption: {show.durationCaption(ms, (value) => `95 % within ${value}`) ?? 'none'}</p>
    </>
  );
}

describe('useFigureTexts', () => {
  it('shows a measured duration and a rating out of 5 in the page’s language', () => {
    renderWithProviders(<Figures ms={90_000} rating={4.25} />);
    expect(screen.getByText(/^duration: /).textContent).toMatch(/^duration: 1\.5 min/);
    expect(screen.getByText(/^rating: /).textContent).toBe('rating: 4.3 / 5');
    expect(screen.getByText(/^caption: /).textContent).toMatch(/^caption: 95 % within 1\.5 min/);
    renderWithProviders(<Figures ms={90_000} rating={4} />, { locale: 'ar' });
    expect(screen.getByText(/^rating: /).textContent).toMatch(/ من 5$/);
  });

  it('shows the missing mark for what was not measured or rated', () => {
    renderWithProviders(<Figures ms={undefined} rating={null} />);
    expect(screen.getByText(/^duration: /).textContent).toBe('duration: —');
    expect(screen.getByText(/^rating: /).textContent).toBe('rating: —');
    expect(screen.getByText(/^caption: /).textContent).toBe('caption: none');
  });
});
