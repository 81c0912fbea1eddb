// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkAction } from './LinkAction.tsx';

afterEach(cleanup);

describe('LinkAction', () => {
  it('is a link to its page inside the portal, drawn as a button', () => {
    const router = createMemoryRouter([
      { path: '/', element: <LinkAction to="/login">Back to sign in</LinkAction> },
    ]);
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'Back to sign in' });
    expect(link.getAttribute('href')).toBe('/login');
    expect(link.className).toContain('MuiButton-contained');
  });
});
