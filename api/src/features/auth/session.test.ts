import { describe, expect, it } from '@jest/globals';
import { roleFor, sessionCookieName } from './session.js';

describe('roles and the session cookie', () => {
  const admins = ['owner@agency.test'];

  it('makes a listed e-mail admin in any case, everyone else staff', () => {
    expect(roleFor({ email: 'Owner@Agency.TEST', emailVerified: true }, admins)).toBe('admin');
    expect(roleFor({ email: 'owner@agency.test', emailVerified: null }, admins)).toBe('admin');
    expect(roleFor({ email: 'helper@agency.test', emailVerified: true }, admins)).toBe('staff');
    expect(roleFor({ email: null, emailVerified: null }, admins)).toBe('staff');
  });

  it('never makes an address the issuer says is unverified admin', () => {
    expect(roleFor({ email: 'owner@agency.test', emailVerified: false }, admins)).toBe('staff');
  });

  it('names the cookie with the __Host- prefix in production', () => {
    expect(sessionCookieName(true)).toBe('__Host-sid');
    expect(sessionCookieName(false)).toBe('sid');
  });
});
