import { describe, expect, it } from '@jest/globals';
import { BookingTokens } from './booking.tokens.js';

const SECRET = 'a session secret of at least thirty-two characters';
const CLAIMS = { bookingId: '5d1e2f3a-8b9c-4d0e-a1f2-b3c4d5e6f708', nonce: 'Hx8pQ2wE5rT9yU1i' };
// Signed by the code that sent the first confirmations: cancel links already in inboxes must keep working.
const SENT_CANCEL =
  'eyJiIjoiNWQxZTJmM2EtOGI5Yy00ZDBlLWExZjItYjNjNGQ1ZTZmNzA4IiwibiI6Ikh4OHBRMndFNXJUOXlVMWkifQ.UbLEWRrnC2WzYZybIpmCxphPPJyCSVe2dYcrpgUAh8M';

describe('booking cancel link tokens', () => {
  const tokens = new BookingTokens(SECRET);

  it('reads the links of e-mails already sent, and signs new ones the same way', () => {
    expect(tokens.verify(SENT_CANCEL)).toEqual(CLAIMS);
    expect(tokens.sign(CLAIMS)).toBe(SENT_CANCEL);
  });

  it('refuses a link signed with another secret or altered', () => {
    expect(new BookingTokens(`${SECRET}!`).verify(SENT_CANCEL)).toBeNull();
    expect(tokens.verify(SENT_CANCEL.replace('.', 'x.'))).toBeNull();
  });
});
