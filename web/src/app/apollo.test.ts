import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { SubmitContactDocument } from '../gql/graphql';
import { getApolloClient } from './apollo';
import { errorText } from './graphql-errors';

/** fetch as HttpLink meets it: answers every request with `body` (a GraphQL response). */
function answerWith(status: number, body: unknown) {
  const fetchMock = jest.fn(async (_url: string, _init: RequestInit) => ({
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: new Headers({ 'content-type': 'application/graphql-response+json; charset=utf-8' }),
    text: async () => JSON.stringify(body),
  }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const input = {
  name: 'Dara',
  email: 'dara@example.com',
  phone: '',
  service: 'seo',
  message: 'Hello',
  language: 'km',
} as const;

describe("the app's Apollo Client", () => {
  // HttpLink looks for fetch when the client is created (jsdom has none).
  beforeAll(() => void answerWith(200, {}));
  afterAll(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
    window.history.replaceState(null, '', '/');
  });

  it('posts to /graphql with the cookies and the language of the page’s URL', async () => {
    const fetchMock = answerWith(200, { data: { submitContact: { message: 'បានផ្ញើ' } } });
    window.history.replaceState(null, '', '/km/faq');
    const { data } = await getApolloClient().mutate({ mutation: SubmitContactDocument, variables: { input } });
    expect(data?.submitContact.message).toBe('បានផ្ញើ');

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(init.headers).toMatchObject({ 'accept-language': 'km', 'content-type': 'application/json' });
    expect(JSON.parse(String(init.body))).toMatchObject({ operationName: 'SubmitContact', variables: { input } });

    window.history.replaceState(null, '', '/pricing');
    await getApolloClient().mutate({ mutation: SubmitContactDocument, variables: { input } });
    expect(fetchMock.mock.calls[1][1].headers).toMatchObject({ 'accept-language': 'en' });
  });

  it('is one client, created once', () => {
    expect(getApolloClient()).toBe(getApolloClient());
  });

  it('does not retry a refused operation, and hands its GraphQL errors over whatever the status (SPEC §9)', async () => {
    const fetchMock = answerWith(429, {
      errors: [{ message: 'Too many requests.', extensions: { code: 'RATE_LIMITED', retryAfter: 60 } }],
    });
    const error = await getApolloClient()
      .mutate({ mutation: SubmitContactDocument, variables: { input } })
      .catch((caught: unknown) => caught);
    expect(errorText(error, 'fallback')).toBe('Too many requests.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
