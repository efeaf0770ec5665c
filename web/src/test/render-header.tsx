import { act } from '@testing-library/react';
import { LocationProbe, renderAt } from './render';
import type { TestApolloOptions } from './apollo';
import { Header } from '../layout/Header';

/**
 * The header at a path, with a probe of the router's location, its Apollo answers from `mocks` (its
 * `me` when the test sets the signed-in marker).
 */
export async function renderHeader(path = '/', mocks: TestApolloOptions['mocks'] = []) {
  renderAt(
    path,
    <>
      <Header />
      <LocationProbe />
    </>,
    { mocks },
  );
  // The effects of the first render (the sign-in state's first look at the marker).
  await act(async () => undefined);
}
