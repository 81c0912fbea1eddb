// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { destinationAfterSignIn, homeFor, rememberReturnTo, takeReturnTo } from './redirects.ts';

describe('where a signed-in person goes (docs/product.md §2, §6)', () => {
  it('admins to /admin, clients to /dashboard, a failed role lookup to /dashboard', () => {
    expect(homeFor('admin')).toBe('/admin');
    expect(homeFor('client')).toBe('/dashboard');
    expect(homeFor(null)).toBe('/dashboard');
  });

  it('back to the page they asked for, with its query and fragment', () => {
    expect(
      destinationAfterSignIn({ pathname: '/odoo-sales', search: '?tab=leads', hash: '#top' }, 'client'),
    ).toBe('/odoo-sales?tab=leads#top');
    expect(destinationAfterSignIn({ pathname: '/workflow-manager' }, 'admin')).toBe('/workflow-manager');
  });

  it('never to a visitor page or out of the portal', () => {
    expect(destinationAfterSignIn({ pathname: '/login' }, 'admin')).toBe('/admin');
    expect(destinationAfterSignIn({ pathname: '/' }, 'client')).toBe('/dashboard');
    expect(destinationAfterSignIn({ pathname: '//evil.example/x' }, 'client')).toBe('/dashboard');
    expect(destinationAfterSignIn({ pathname: '/\\evil.example' }, 'client')).toBe('/dashboard');
    expect(destinationAfterSignIn({ pathname: 'https://evil.example' }, 'client')).toBe('/dashboard');
    expect(destinationAfterSignIn('nonsense', null)).toBe('/dashboard');
  });
});

describe('the page to return to across a Google sign-in', () => {
  afterEach(() => sessionStorage.clear());

  it('is kept once', () => {
    rememberReturnTo({ pathname: '/marketplace', search: '' });
    expect(takeReturnTo()).toEqual({ pathname: '/marketplace', search: '' });
    expect(takeReturnTo()).toBeNull();
  });

  it('is forgotten when there is none', () => {
    rememberReturnTo({ pathname: '/marketplace' });
    rememberReturnTo(undefined);
    expect(takeReturnTo()).toBeNull();
  });
});
