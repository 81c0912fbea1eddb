import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CodeBlock } from './CodeBlock.tsx';

describe('CodeBlock', () => {
  it('shows machine text as written, in English, left to right, reachable by keyboard', () => {
    render(
      <div dir="rtl" lang="ar">
        <CodeBlock>{'select sum(amount_total)\n  from sale_order;'}</CodeBlock>
      </div>,
    );
    const code = screen.getByText(/select sum\(amount_total\)/);
    expect(code.textContent).toBe('select sum(amount_total)\n  from sale_order;');
    const pre = code.closest('pre');
    expect(pre?.getAttribute('dir')).toBe('ltr');
    expect(pre?.getAttribute('lang')).toBe('en');
    expect(pre?.tabIndex).toBe(0);
  });
});
