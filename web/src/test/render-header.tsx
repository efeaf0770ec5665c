import { act } from '@testing-library/react';
import { fetchAuthState } from '../features/auth/hooks/useAuthUser';
import { LocationProbe, renderAt } from './render';
import { Header } from '../layout/Header';

/** The header at a path, with a probe of the router's location, once its one auth request settled. */
export async function renderHeader(path = '/') {
  renderAt(
    path,
    <>
      <Header />
      <LocationProbe />
    </>,
  );
  await act(async () => void (await fetchAuthState()));
}
