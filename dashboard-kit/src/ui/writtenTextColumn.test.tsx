import { renderWithProviders } from '@portal/dashboard-kit-testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writtenTextColumn } from './writtenTextColumn.tsx';

const post = { text: 'مرحبا بكم في العيادة', language: 'ar' };

describe('writtenTextColumn', () => {
  it('shows the text in its own direction and language, cut after the lines asked for', () => {
    const column = writtenTextColumn('post', 'Post', (p: typeof post) => p.text, {
      lang: (p) => p.language,
      lines: 2,
      sortable: false,
    });
    expect([column.value(post), column.sortable]).toEqual([post.text, false]);
    renderWithProviders(<div>{column.render?.(post)}</div>);
    const cell = screen.getByText(post.text);
    expect([cell.getAttribute('dir'), cell.getAttribute('lang')]).toEqual(['auto', 'ar']);
    expect(getComputedStyle(cell).overflow).toBe('hidden');
  });

  it('shows all of it when no line limit is given', () => {
    const column = writtenTextColumn('post', 'Post', (p: typeof post) => p.text);
    renderWithProviders(<div>{column.render?.(post)}</div>);
    const cell = screen.getByText(post.text);
    expect([cell.getAttribute('dir'), cell.hasAttribute('lang')]).toEqual(['auto', false]);
    expect(getComputedStyle(cell).overflow).not.toBe('hidden');
  });
});
