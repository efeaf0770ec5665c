import { jest } from '@jest/globals';

export interface MockResponse {
  status: number;
  /** An object is sent as JSON; a string as is. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** What fetch resolves to for a status and body. */
export const fetchResponse = ({ status, body, headers = {} }: MockResponse) => {
  const text = typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: `status ${status}`,
    headers: new Headers(headers),
    text: async () => text,
    // Like a real Response: rejects when the body is not JSON.
    json: async (): Promise<unknown> => JSON.parse(text),
  };
};

/** Replaces fetch with a mock answering every call with `response` (or with a promise you resolve). */
export function mockFetch(response: MockResponse | Promise<MockResponse>) {
  const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => fetchResponse(await response));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The parsed JSON body of the mock's first call. */
export function sentBody(fetchMock: ReturnType<typeof mockFetch>, call = 0): Record<string, unknown> {
  return JSON.parse(String(fetchMock.mock.calls[call][1]?.body)) as Record<string, unknown>;
}

/** A response you settle later, to look at the pending state in between. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}
