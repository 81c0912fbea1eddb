import { describe, expect, it } from 'vitest';
import { en as authEn } from './en.ts';

describe('the auth texts the spec fixes', () => {
  it('guards', () => {
    expect(authEn.guards).toEqual({
      redirecting: 'Redirecting to dashboard...',
      accessDenied: 'Access Denied',
      noPermission: "You don't have permission to access this page.",
      goBack: 'Go Back',
    });
  });

  it('sign-up and reset validation', () => {
    expect(authEn.validation).toMatchObject({
      fillAll: 'Please fill in all fields',
      mismatch: "Passwords don't match",
      weak: "Password doesn't meet requirements",
      invalidEmail: 'Please enter a valid email address',
      requirementsNotMet: 'Password requirements not met',
    });
  });

  it('sign-up and reset outcomes', () => {
    expect(authEn.signup).toMatchObject({
      success: 'Please check your email to verify your account',
      failed: 'Signup failed',
      somethingWrong: 'Something went wrong',
      tryLater: 'Please try again later.',
    });
    expect(authEn.reset).toMatchObject({
      failed: 'Password reset failed',
      invalidTitle: 'Invalid Reset Link',
      invalidBody: 'This password reset link is invalid or has expired. Please request a new one.',
      requestNew: 'Request New Link',
    });
  });
});
