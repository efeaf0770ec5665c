import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { MeDocument, type MeQuery } from '../../../gql/graphql';
import { graphQLError, holdAnswers, mockOperation, sentVariables, type Refusal } from '../../../test/apollo';
import { LocationProbe, renderAt } from '../../../test/render';
import { setSignedInMarker } from '../../../test/signed-in-marker';
import { browserNavigation, readReturnTo, saveReturnTo } from '../returnTo';
import { ProtectedRoute } from './ProtectedRoute';

const STAFF: NonNullable<MeQuery['me']> = {
  id: 'u1',
  email: 'staff@example.com',
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  role: 'staff',
};
const ADMIN: NonNullable<MeQuery['me']> = { ...STAFF, id: 'u2', email: 'admin@example.com', role: 'admin' };

/** The api's answer to `me`: the signed-in user, or null (no session). */
const me = (user: MeQuery['me']) => mockOperation(MeDocument, {}, { data: { me: user } });
const meFails = (refusal: Refusal) => mockOperation(MeDocument, {}, refusal);

function renderGuarded(path: string, mocks: ReturnType<typeof me>[] = []) {
  renderAt(
    path,
    <>
      <ProtectedRoute>
        <p>Staff only content</p>
      </ProtectedRoute>
      <LocationProbe />
    </>,
    { mocks },
  );
}

let assign: jest.SpiedFunction<typeof browserNavigation.assign>;

describe('ProtectedRoute (SPEC §4)', () => {
  beforeEach(() => {
    setSignedInMarker(true);
    sessionStorage.clear();
    assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => {
    assign.mockRestore();
    setSignedInMarker(false);
  });

  it('shows a spinner and Loading... while the sign-in state is checked', () => {
    holdAnswers();
    renderAt('/dashboard', <ProtectedRoute>secret</ProtectedRoute>, { mocks: [me(STAFF)] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends an anonymous visitor to /api/login, saving path and query as returnTo', async () => {
    setSignedInMarker(false);
    renderGuarded('/dashboard?tab=x', [me(STAFF)]);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
    expect(readReturnTo()).toBe('/dashboard?tab=x');
    expect(screen.queryByText('Staff only content')).not.toBeInTheDocument();
    // Without the signed-in marker there is no session to ask about.
    expect(sentVariables(MeDocument)).toEqual([]);
  });

  it('asks the server when the marker is there, and takes a null user for anonymous (an ended session)', async () => {
    renderGuarded('/dashboard', [me(null)]);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
    expect(screen.queryByText('Staff only content')).not.toBeInTheDocument();
    expect(sentVariables(MeDocument)).toHaveLength(1);
  });

  it('takes a failed check for anonymous, asked once for all the guards of the page and not retried', async () => {
    renderAt(
      '/dashboard',
      <>
        <ProtectedRoute>first</ProtectedRoute>
        <ProtectedRoute>second</ProtectedRoute>
      </>,
      { mocks: [meFails(graphQLError({ code: 'INTERNAL_SERVER_ERROR', message: 'Unexpected error.' })), me(STAFF)] },
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
    expect(screen.queryByText('first')).not.toBeInTheDocument();
    expect(sentVariables(MeDocument)).toHaveLength(1);
  });

  it('does not save / as returnTo', async () => {
    renderGuarded('/', [me(null)]);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
    expect(readReturnTo()).toBeNull();
  });

  it('shows the page to a signed-in user', async () => {
    renderGuarded('/km/blog/add', [me(STAFF)]);
    expect(await screen.findByText('Staff only content')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('returns to the saved returnTo after sign-in and forgets it', async () => {
    saveReturnTo('/dashboard?tab=x');
    renderGuarded('/dashboard', [me(ADMIN)]);
    expect(await screen.findByText('Staff only content')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?tab=x');
    expect(readReturnTo()).toBeNull();
  });

  it('ignores a returnTo that is not a path of this site', async () => {
    saveReturnTo('//evil.test/phish');
    renderGuarded('/dashboard', [me(ADMIN)]);
    expect(await screen.findByText('Staff only content')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    expect(readReturnTo()).toBeNull();
  });
});
