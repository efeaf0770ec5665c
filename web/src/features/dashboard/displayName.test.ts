import { describe, expect, it } from '@jest/globals';
import { displayName } from './displayName';

describe('displayName (SPEC §2 welcome name)', () => {
  it('is first plus last name', () => {
    expect(displayName({ firstName: 'Sokha', lastName: 'Chan', email: 'sokha@example.com' })).toBe('Sokha Chan');
  });
  it('is the part of the e-mail before the @ without a name', () => {
    expect(displayName({ firstName: null, lastName: '  ', email: 'dara.sok@example.com' })).toBe('dara.sok');
  });
  it('is undefined (shown as User) without name and e-mail', () => {
    expect(displayName({ firstName: null, lastName: null, email: null })).toBeUndefined();
    expect(displayName(undefined)).toBeUndefined();
  });
});
