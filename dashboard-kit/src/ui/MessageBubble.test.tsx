import { renderWithProviders } from '@portal/dashboard-kit-testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageBubble } from './MessageBubble.tsx';

describe('MessageBubble', () => {
  it('is a list item with its heading above the message', () => {
    renderWithProviders(
      <ol>
        <MessageBubble own heading="Admin · 26 Nov" data-testid="bubble">
          <p>Approved.</p>
        </MessageBubble>
      </ol>,
    );
    const bubble = screen.getByTestId('bubble');
    expect(bubble.tagName).toBe('LI');
    expect(bubble.textContent).toBe('Admin · 26 NovApproved.');
  });

  it('puts one side at the start and the other at the end', () => {
    renderWithProviders(
      <ol>
        <MessageBubble own={false} heading="Customer" data-testid="theirs">
          <p>Hi</p>
        </MessageBubble>
        <MessageBubble own heading="Bot" data-testid="mine">
          <p>Hello</p>
        </MessageBubble>
      </ol>,
    );
    expect(getComputedStyle(screen.getByTestId('theirs')).justifySelf).toBe('start');
    expect(getComputedStyle(screen.getByTestId('mine')).justifySelf).toBe('end');
  });
});
