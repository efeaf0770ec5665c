import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { missingAsset, RELOADED_FOR_KEY, reloadIfNewBuild } from './new-build';

const CHUNK = 'http://localhost/assets/HomePage-DlRm9e-0.js';
const failure = new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);

describe('a deploy while the page was open', () => {
  let status: number | 'offline';
  const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => {
    if (status === 'offline') throw new TypeError('Failed to fetch');
    return { status } as Response;
  });
  beforeEach(() => {
    sessionStorage.clear();
    fetchMock.mockClear();
    (globalThis as { fetch: unknown }).fetch = fetchMock;
  });
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('names the file an import error is about (Chromium, Firefox, Safari wording; CSS too)', () => {
    expect(missingAsset(failure)).toBe(CHUNK);
    expect(missingAsset(new Error('error loading dynamically imported module: /assets/x-1.js'))).toBe('/assets/x-1.js');
    expect(missingAsset('Unable to preload CSS for /assets/Page-2.css')).toBe('/assets/Page-2.css');
    expect(missingAsset(new Error('Cannot read properties of undefined'))).toBeUndefined();
  });

  it('reloads the page once when the file is gone (404), never for a network failure or a file that is there', async () => {
    const reload = jest.fn();
    status = 404;
    expect(await reloadIfNewBuild(failure, reload)).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(CHUNK, { method: 'HEAD', cache: 'no-store' });
    expect(sessionStorage.getItem(RELOADED_FOR_KEY)).toBe(CHUNK);
    // Still missing after the reload (a broken deploy): no loop, the page's own error stands.
    expect(await reloadIfNewBuild(failure, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    sessionStorage.clear();
    for (const answer of ['offline', 200, 500] as const) {
      status = answer;
      expect([answer, await reloadIfNewBuild(failure, reload)]).toEqual([answer, false]);
    }
    expect(reload).toHaveBeenCalledTimes(1);
    // An error about something else is not checked at all.
    fetchMock.mockClear();
    expect(await reloadIfNewBuild(new Error('boom'), reload)).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
