import { describe, expect, it } from '@jest/globals';
import { LinkTokens } from './newsletter.tokens.js';

const SECRET = 'a session secret of at least thirty-two characters';
const SUBSCRIPTION = '0b7c5f8e-3d7a-4c1e-9f55-2a8f1e6d4b90';
// Signed by the code that sent the first e-mails: links already in inboxes must keep working.
const SENT_CONFIRM =
  'eyJwIjoiY29uZmlybSIsInMiOiIwYjdjNWY4ZS0zZDdhLTRjMWUtOWY1NS0yYThmMWU2ZDRiOTAiLCJuIjoiWnEzeFk3a1AxbU4wdkIyYyIsImUiOjE3NjcyMjU2MDB9.R28jS1SxAk3imnSIjRXLGVobw1JjfLV9nXCP6RC3s_I';
const SENT_UNSUBSCRIBE =
  'eyJwIjoidW5zdWJzY3JpYmUiLCJzIjoiMGI3YzVmOGUtM2Q3YS00YzFlLTlmNTUtMmE4ZjFlNmQ0YjkwIn0.JvZav_lmT5I0HEb8hzJRA5vTLf95qV5MwA6h5qa_d7k';

describe('newsletter link tokens', () => {
  const tokens = new LinkTokens(SECRET);
  const confirm = {
    purpose: 'confirm',
    subscriptionId: SUBSCRIPTION,
    nonce: 'Zq3xY7kP1mN0vB2c',
    expiresAt: 1767225600,
  } as const;

  it('reads the links of e-mails already sent, and signs new ones the same way', () => {
    expect(tokens.verify(SENT_CONFIRM, 'confirm')).toEqual(confirm);
    expect(tokens.verify(SENT_UNSUBSCRIBE, 'unsubscribe')).toEqual({
      purpose: 'unsubscribe',
      subscriptionId: SUBSCRIPTION,
    });
    expect(tokens.sign(confirm)).toBe(SENT_CONFIRM);
    expect(tokens.sign({ purpose: 'unsubscribe', subscriptionId: SUBSCRIPTION })).toBe(SENT_UNSUBSCRIBE);
  });

  it('refuses a link for the other purpose', () => {
    expect(tokens.verify(SENT_CONFIRM, 'unsubscribe')).toBeNull();
    expect(tokens.verify(SENT_UNSUBSCRIBE, 'confirm')).toBeNull();
  });
});
