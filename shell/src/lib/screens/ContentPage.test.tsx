// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentPage } from './ContentPage.tsx';

afterEach(cleanup);

describe('ContentPage', () => {
  it('is the main landmark, headed by the title and subtitle, then the sections', () => {
    render(
      <ContentPage title="Dashboard" subtitle="Welcome back">
        <section aria-label="Stats" />
      </ContentPage>,
    );
    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(main.textContent).toContain('Welcome back');
    expect(screen.getByRole('region', { name: 'Stats' })).toBeTruthy();
  });

  it("takes a heading of the page's own instead", () => {
    render(
      <ContentPage heading={<h1>Lead generation</h1>}>
        <p>dashboard</p>
      </ContentPage>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lead generation');
    expect(screen.getByRole('main').textContent).toBe('Lead generationdashboard');
  });
});
