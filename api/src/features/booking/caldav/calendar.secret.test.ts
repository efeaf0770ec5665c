import { describe, expect, it } from '@jest/globals';
import { CalendarSecrets } from './calendar.secret.js';

const SECRET = 'a-session-secret-of-at-least-32-characters!';

describe('calendar passwords at rest (AES-256-GCM, key from HKDF)', () => {
  it('opens what it sealed; each sealing has its own IV; the text holds no trace of the password', () => {
    const secrets = new CalendarSecrets(SECRET);
    const password = 'abcd-efgh-ijkl-mnop ពាក្យសម្ងាត់';
    const first = secrets.seal(password);
    const second = secrets.seal(password);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(first).not.toContain('abcd');
    expect(Buffer.from(first.split('.')[3]!, 'base64url').toString('utf8')).not.toContain('abcd');
    expect(secrets.open(first)).toBe(password);
    expect(secrets.open(second)).toBe(password);
  });

  it('refuses a value sealed under another key (CALENDAR_KEY changed) or altered, and garbage', () => {
    const sealed = new CalendarSecrets(SECRET).seal('app-password');
    expect(() => new CalendarSecrets(`${SECRET}x`).open(sealed)).toThrow();
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3]!, 'base64url');
    flipped[0] ^= 1;
    expect(() =>
      new CalendarSecrets(SECRET).open([...parts.slice(0, 3), flipped.toString('base64url')].join('.')),
    ).toThrow();
    expect(() => new CalendarSecrets(SECRET).open('app-password')).toThrow('not a sealed calendar password');
  });
});
