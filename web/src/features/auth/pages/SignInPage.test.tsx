import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { LocationProbe, renderAt } from '../../../test/render';
import { setSignedInMarker } from '../../../test/signed-in-marker';
import { resetAuthState } from '../hooks/useAuthUser';
import { saveReturnTo, readReturnTo } from '../returnTo';
import SignInPage from './SignInPage';
import { fetchResponse } from '../../../test/fetch';

function mockApi(authStatus: number, user?: unknown) {
  globalThis.fetch = jest.fn(async (url: string) =>
    url === '/api/auth/provider'
      ? fetchResponse({ status: 200, body: { name: 'Replit' } })
      : fetchResponse({ status: authStatus, body: user ?? { message: 'no' } }),
  ) as unknown as typeof fetch;
}

describe('SignInPage (SPEC §2)', () => {
  beforeEach(() => {
    resetAuthState();
    setSignedInMarker(true);
  });
  afterEach(() => {
    setSignedInMarker(false);
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it("shows 'Loading...' while the sign-in state is checked", () => {
    globalThis.fetch = jest.fn((url: string) =>
      url === '/api/auth/provider'
        ? Promise.resolve(fetchResponse({ status: 200, body: { name: 'Replit' } }))
        : new Promise(() => undefined),
    ) as unknown as typeof fetch;
    renderAt('/signin', <SignInPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('link', { name: /Sign In with/ })).not.toBeInTheDocument();
    // The introduction does not wait for the check (it is in the prerendered page: no late paint, no shift).
    expect(screen.getByText(/Sign in to the staff area/)).toBeInTheDocument();
  });

  it('offers one button to /api/login named after the provider, in English and Khmer', async () => {
    mockApi(401);
    renderAt('/signin', <SignInPage />);
    expect(await screen.findByRole('link', { name: 'Sign In with Replit' })).toHaveAttribute('href', '/api/login');
  });

  it('reads the button in Khmer on /km/signin', async () => {
    mockApi(401);
    renderAt('/km/signin', <SignInPage />);
    expect(await screen.findByRole('link', { name: 'ចូលគណនីជាមួយ Replit' })).toHaveAttribute('href', '/api/login');
  });

  it('forgets an old returnTo when the visitor signs in on purpose', async () => {
    mockApi(401);
    saveReturnTo('/payments');
    renderAt('/signin', <SignInPage />);
    (await screen.findByRole('link', { name: 'Sign In with Replit' })).addEventListener('click', (event) =>
      event.preventDefault(),
    );
    screen.getByRole('link', { name: 'Sign In with Replit' }).click();
    expect(readReturnTo()).toBeNull();
  });

  it('sends a signed-in user to the dashboard', async () => {
    mockApi(200, { email: 'staff@example.com' });
    renderAt(
      '/km/signin',
      <>
        <SignInPage />
        <LocationProbe />
      </>,
    );
    expect(await screen.findByText('/km/dashboard')).toBeInTheDocument();
  });
});
