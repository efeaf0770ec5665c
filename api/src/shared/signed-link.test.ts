import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { SignedLinkTokens } from './signed-link.js';

const SECRET = 'a session secret of at least thirty-two characters';

describe('signed link tokens', () => {
  const tokens = new SignedLinkTokens(SECRET, 'test-links-v1', 200);

  it('gives back the claims of a token it signed', () => {
    expect(tokens.verify(tokens.sign({ a: 'x', n: 1 }))).toEqual({ a: 'x', n: 1 });
  });

  it('refuses a changed payload, a truncated or extended MAC, another kind or secret, and junk', () => {
    const token = tokens.sign({ a: 'x' });
    const [payload, mac] = token.split('.');
    const altered = Buffer.from(JSON.stringify({ a: 'y' })).toString('base64url');
    expect(tokens.verify(`${altered}.${mac}`)).toBeNull();
    expect(tokens.verify(`${payload}.${mac!.slice(0, -1)}`)).toBeNull();
    expect(tokens.verify(`${token}.x`)).toBeNull();
    expect(new SignedLinkTokens(SECRET, 'other-links-v1', 200).verify(token)).toBeNull();
    expect(new SignedLinkTokens(`${SECRET}!`, 'test-links-v1', 200).verify(token)).toBeNull();
    for (const junk of [undefined, 42, '', '.', 'abc', `${token}${'A'.repeat(200)}`])
      expect(tokens.verify(junk)).toBeNull();
  });

  it('refuses a genuine MAC over something other than a JSON object', () => {
    // Signed by hand, as the format says: HMAC-SHA256 under HMAC-SHA256(secret, label).
    const key = createHmac('sha256', SECRET).update('test-links-v1').digest();
    const signed = (text: string) => {
      const payload = Buffer.from(text).toString('base64url');
      return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
    };
    expect(tokens.verify(signed('{"a":"x"}'))).toEqual({ a: 'x' });
    for (const text of ['[1]', 'null', '"text"', 'not json']) expect(tokens.verify(signed(text))).toBeNull();
  });
});
