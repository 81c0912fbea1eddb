// @vitest-environment happy-dom
/**
 * The guards of docs/product.md §2 as a person meets them: their texts while the session is looked up, where they
 * send visitors and signed-in people, and the Access Denied screen. The auth state is set directly;
 * how it gets there is authController.test.ts's business.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AuthState, INITIAL_AUTH_STATE } from '../../domain/session/authController.ts';
import { auth } from '../../domain/session/store.ts';
import { setupI18n } from '../../lib/i18n/setup.ts';
import { AdminRoute, ProtectedRoute, PublicRoute } from './guards.tsx';

const i18n = setupI18n();

beforeAll(async () => {
  await i18n.loadNamespaces(['auth']);
  // The real initial lookup (nothing stored here) runs once; each test then sets the state it needs.
  await auth.init();
});

afterEach(() => {
  cleanup();
  auth.store.setState({ ...INITIAL_AUTH_STATE, loading: false });
});

const user = { id: 'u1', email: 'sara@demo.qa', user_metadata: {}, app_metadata: {} } as never;

function signedIn(
  role: AuthState['role'],
  roleStatus: AuthState['roleStatus'] = 'ready',
): Partial<AuthState> {
  return { loading: false, user, session: { access_token: 'x' } as never, role, roleStatus };
}

/** Where the router is, with the state a guard handed over. */
function Where() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <p data-testid="where">{`${location.pathname}${from ? ` from ${from}` : ''}`}</p>;
}

function renderAt(path: string, element: ReactNode, state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/guarded', element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  return render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

const page = <p>the page</p>;

describe('PublicRoute', () => {
  it("shows 'Loading...' during the initial lookup", () => {
    auth.store.setState({ loading: true });
    renderAt('/guarded', <PublicRoute>{page}</PublicRoute>);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it('lets visitors in, and people who still owe their code', () => {
    renderAt('/guarded', <PublicRoute>{page}</PublicRoute>);
    expect(screen.getByText('the page')).toBeTruthy();
    cleanup();
    auth.store.setState({ ...signedIn('client'), needsMfa: true });
    renderAt('/guarded', <PublicRoute>{page}</PublicRoute>);
    expect(screen.getByText('the page')).toBeTruthy();
  });

  it("says 'Redirecting to dashboard...' while the role loads, then sends a client to /dashboard", async () => {
    auth.store.setState(signedIn(null, 'loading'));
    renderAt('/guarded', <PublicRoute>{page}</PublicRoute>);
    expect(screen.getByRole('status').textContent).toBe('Redirecting to dashboard...');
    expect(screen.queryByText('the page')).toBeNull();
    await act(async () => auth.store.setState({ role: 'client', roleStatus: 'ready' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/dashboard');
  });

  it('sends an admin to /admin, and anyone whose role could not be read to /dashboard', async () => {
    auth.store.setState(signedIn('admin'));
    renderAt('/guarded', <PublicRoute>{page}</PublicRoute>);
    expect((await screen.findByTestId('where')).textContent).toBe('/admin');
    cleanup();
    auth.store.setState(signedIn(null, 'failed'));
    renderAt('/guarded', <PublicRoute>{page}</PublicRoute>);
    expect((await screen.findByTestId('where')).textContent).toBe('/dashboard');
  });

  it('returns to the page a visitor had asked for', async () => {
    auth.store.setState(signedIn('client'));
    renderAt('/guarded', <PublicRoute>{page}</PublicRoute>, { from: { pathname: '/odoo-sales' } });
    expect((await screen.findByTestId('where')).textContent).toBe('/odoo-sales');
  });
});

describe('ProtectedRoute', () => {
  it("shows 'Checking authentication...' during the initial lookup", async () => {
    auth.store.setState({ loading: true });
    renderAt('/guarded', <ProtectedRoute>{page}</ProtectedRoute>);
    expect(await screen.findByText('Checking authentication...')).toBeTruthy();
  });

  it('sends a visitor to /login, remembering the page', async () => {
    renderAt('/guarded', <ProtectedRoute>{page}</ProtectedRoute>);
    expect((await screen.findByTestId('where')).textContent).toBe('/login from /guarded');
  });

  it('sends someone who still owes the code to /login too', async () => {
    auth.store.setState({ ...signedIn('client'), needsMfa: true });
    renderAt('/guarded', <ProtectedRoute>{page}</ProtectedRoute>);
    expect((await screen.findByTestId('where')).textContent).toBe('/login from /guarded');
  });

  it('shows the page to a signed-in person', async () => {
    auth.store.setState(signedIn('client'));
    renderAt('/guarded', <ProtectedRoute>{page}</ProtectedRoute>);
    expect(await screen.findByText('the page')).toBeTruthy();
  });
});

describe('AdminRoute', () => {
  it('shows a spinner while its code downloads, then while the session or the role loads', async () => {
    auth.store.setState({ loading: true });
    renderAt('/guarded', <AdminRoute>{page}</AdminRoute>);
    // The first frame, before the gate's code has arrived (the first AdminRoute of this file).
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeTruthy();
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    cleanup();
    auth.store.setState(signedIn(null, 'loading'));
    renderAt('/guarded', <AdminRoute>{page}</AdminRoute>);
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    expect(screen.queryByText('the page')).toBeNull();
  });

  it('sends a visitor to /login', async () => {
    renderAt('/guarded', <AdminRoute>{page}</AdminRoute>);
    expect((await screen.findByTestId('where')).textContent).toBe('/login from /guarded');
  });

  it("shows a client 'Access Denied' with Go Back", async () => {
    auth.store.setState(signedIn('client'));
    renderAt('/guarded', <AdminRoute>{page}</AdminRoute>);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Access Denied');
    expect(screen.getByText("You don't have permission to access this page.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    expect(screen.queryByText('the page')).toBeNull();
  });

  it('denies when the role could not be read', async () => {
    auth.store.setState(signedIn(null, 'failed'));
    renderAt('/guarded', <AdminRoute>{page}</AdminRoute>);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Access Denied');
  });

  it('shows the page to an admin', async () => {
    auth.store.setState(signedIn('admin'));
    renderAt('/guarded', <AdminRoute>{page}</AdminRoute>);
    expect(await screen.findByText('the page')).toBeTruthy();
  });
});

describe('in Arabic', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('the guards speak Arabic', async () => {
    await i18n.changeLanguage('ar');
    await i18n.loadNamespaces(['auth']);
    auth.store.setState(signedIn('client'));
    renderAt('/guarded', <AdminRoute>{page}</AdminRoute>);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('الوصول مرفوض');
    expect(screen.getByRole('button', { name: 'رجوع' })).toBeTruthy();
  });
});
