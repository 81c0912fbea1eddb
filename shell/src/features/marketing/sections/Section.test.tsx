// @vitest-environment happy-dom
/** A landing section as assistive technology reads it: a region named by its heading, at its anchor. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Section } from './Section.tsx';

afterEach(cleanup);

describe('Section', () => {
  it('is a region at #<id>, named by its heading, with its lead and content', () => {
    render(
      <Section id="process" className="mk-section mk-section--tint" title="How we work" lead="Four steps">
        <ol data-testid="content" />
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'How we work' });
    expect(region.id).toBe('process');
    expect(region.className).toBe('mk-section mk-section--tint');
    expect(screen.getByRole('heading', { level: 2 }).className).toBe('mk-section__title');
    expect(region.querySelector('.mk-container > p.mk-section__lead')?.textContent).toBe('Four steps');
    expect(region.querySelector('[data-testid="content"]')).toBeTruthy();
  });

  it('hides the heading on screen when asked, and has no lead unless given', () => {
    render(
      <Section
        id="claims"
        className="mk-claims"
        inner="mk-container--narrow"
        title="Our promises"
        hiddenTitle
      >
        <ul />
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Our promises' });
    expect(screen.getByRole('heading', { level: 2 }).className).toBe('mk-visually-hidden');
    expect(region.querySelector('div')?.className).toBe('mk-container mk-container--narrow');
    expect(region.querySelector('p')).toBeNull();
  });
});
