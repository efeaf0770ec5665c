import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { LocationProbe, renderAt } from '../../../test/render';
import { setSignedInMarker } from '../../../test/signed-in-marker';
import { fetchAuthState, resetAuthState } from '../hooks/useAuthUser';
import { browserNavigation, readReturnTo, saveReturnTo } from '../returnTo';
import { ProtectedRoute } from './ProtectedRoute';
import { fetchResponse } from '../../../test/fetch';

function mockAuth(status: number, body: unknown = { message: 'Please sign in to continue.' }) {
  const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => fetchResponse({ status, body }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

async function renderGuarded(path: string) {
  renderAt(
    path,
    <>
      <ProtectedRoute>
        <p>Staff only content</p>
      </ProtectedRoute>
      <LocationProbe />
    </>,
  );
  await act(async () => void (await fetchAuthState()));
}

let assign: jest.SpiedFunction<typeof browserNavigation.assign>;

describe('ProtectedRoute (SPEC §4)', () => {
  beforeEach(() => {
    resetAuthState();
    setSignedInMarker(true);
    sessionStorage.clear();
    assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => {
    assign.mockRestore();
    setSignedInMarker(false);
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('shows a spinner and Loading... while the sign-in state is checked', () => {
    globalThis.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
    renderAt('/dashboard', <ProtectedRoute>secret</ProtectedRoute>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('sends an anonymous visitor to /api/login, saving path and query as returnTo', async () => {
    setSignedInMarker(false);
    const fetchMock = mockAuth(401);
    await renderGuarded('/dashboard?tab=x');
    expect(assign).toHaveBeenCalledWith('/api/login');
    expect(readReturnTo()).toBe('/dashboard?tab=x');
    expect(screen.queryByText('Staff only content')).not.toBeInTheDocument();
    // Without the signed-in marker there is no session to ask about.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the server when the marker is there, and takes its 401 for anonymous (an ended session)', async () => {
    const fetchMock = mockAuth(401);
    await renderGuarded('/dashboard');
    expect(assign).toHaveBeenCalledWith('/api/login');
    expect(screen.queryByText('Staff only content')).not.toBeInTheDocument();
    // Fetched once, not retried.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', expect.objectContaining({ credentials: 'include' }));
  });

  it('does not save / as returnTo', async () => {
    mockAuth(401);
    await renderGuarded('/');
    expect(assign).toHaveBeenCalledWith('/api/login');
    expect(readReturnTo()).toBeNull();
  });

  it('shows the page to a signed-in user', async () => {
    mockAuth(200, { email: 'staff@example.com', role: 'staff' });
    await renderGuarded('/km/blog/add');
    expect(screen.getByText('Staff only content')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('returns to the saved returnTo after sign-in and forgets it', async () => {
    saveReturnTo('/dashboard?tab=x');
    mockAuth(200, { email: 'admin@example.com', role: 'admin' });
    await renderGuarded('/dashboard');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?tab=x');
    expect(screen.getByText('Staff only content')).toBeInTheDocument();
    expect(readReturnTo()).toBeNull();
  });

  it('ignores a returnTo that is not a path of this site', async () => {
    saveReturnTo('//evil.test/phish');
    mockAuth(200, { email: 'admin@example.com', role: 'admin' });
    await renderGuarded('/dashboard');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    expect(readReturnTo()).toBeNull();
  });
});
