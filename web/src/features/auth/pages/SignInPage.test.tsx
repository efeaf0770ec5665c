import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { AuthProviderDocument, MeDocument, type MeQuery } from '../../../gql/graphql';
import { holdAnswers, mockOperation, networkError, sentVariables } from '../../../test/apollo';
import { LocationProbe, renderAt } from '../../../test/render';
import { setSignedInMarker } from '../../../test/signed-in-marker';
import { readReturnTo, saveReturnTo } from '../returnTo';
import SignInPage from './SignInPage';

const STAFF: NonNullable<MeQuery['me']> = {
  id: 'u1',
  email: 'staff@example.com',
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  role: 'staff',
};
/** The sign-in provider's name (OIDC_PROVIDER_NAME) and `me`: null (no session) or the signed-in user. */
const answers = (user: MeQuery['me'], provider = 'Replit') => [
  mockOperation(AuthProviderDocument, {}, { data: { authProvider: { name: provider } } }),
  mockOperation(MeDocument, {}, { data: { me: user } }),
];

describe('SignInPage (SPEC §2)', () => {
  beforeEach(() => setSignedInMarker(true));
  afterEach(() => setSignedInMarker(false));

  it("shows 'Loading...' while the sign-in state is checked", () => {
    holdAnswers();
    renderAt('/signin', <SignInPage />, { mocks: answers(null) });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('link', { name: /Sign In with/ })).not.toBeInTheDocument();
    // The introduction does not wait for the check (it is in the prerendered page: no late paint, no shift).
    expect(screen.getByText(/Sign in to the staff area/)).toBeInTheDocument();
  });

  it('asks nothing and waits for nothing without the marker: the button is there before the name arrives', async () => {
    setSignedInMarker(false);
    holdAnswers();
    renderAt('/signin', <SignInPage />, { mocks: answers(null) });
    // The same link in the same place; only its words change once the provider's name is known.
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/api/login');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(sentVariables(MeDocument)).toEqual([]);
  });

  it('offers one button to /api/login named after the provider, in English and Khmer', async () => {
    renderAt('/signin', <SignInPage />, { mocks: answers(null, 'Google') });
    expect(await screen.findByRole('link', { name: 'Sign In with Google' })).toHaveAttribute('href', '/api/login');
    expect(sentVariables(MeDocument)).toHaveLength(1);
  });

  it('reads the button in Khmer on /km/signin, and asks nothing about a session without the marker', async () => {
    setSignedInMarker(false);
    renderAt('/km/signin', <SignInPage />, { mocks: answers(STAFF) });
    expect(await screen.findByRole('link', { name: 'ចូលគណនីជាមួយ Replit' })).toHaveAttribute('href', '/api/login');
    expect(sentVariables(MeDocument)).toEqual([]);
  });

  it('names the default provider when the server cannot say', async () => {
    renderAt('/signin', <SignInPage />, {
      mocks: [mockOperation(AuthProviderDocument, {}, networkError()), answers(null)[1]],
    });
    expect(await screen.findByRole('link', { name: 'Sign In with Replit' })).toHaveAttribute('href', '/api/login');
  });

  it('forgets an old returnTo when the visitor signs in on purpose', async () => {
    saveReturnTo('/payments');
    renderAt('/signin', <SignInPage />, { mocks: answers(null) });
    (await screen.findByRole('link', { name: 'Sign In with Replit' })).addEventListener('click', (event) =>
      event.preventDefault(),
    );
    screen.getByRole('link', { name: 'Sign In with Replit' }).click();
    expect(readReturnTo()).toBeNull();
  });

  it('sends a signed-in user to the dashboard', async () => {
    renderAt(
      '/km/signin',
      <>
        <SignInPage />
        <LocationProbe />
      </>,
      { mocks: answers(STAFF) },
    );
    expect(await screen.findByText('/km/dashboard')).toBeInTheDocument();
  });
});
