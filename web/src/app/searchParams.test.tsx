import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { LocationProbe, renderAt } from '../test/render';
import { useSearchParamsEditor } from './searchParams';

/** Two changes before React renders the first: the way a click and a debounced search can land. */
function Editor() {
  const [params, edit] = useSearchParamsEditor();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          edit((next) => next.set('id', 'i3'));
          edit((next) => next.set('q', 'telegram'), { replace: true });
        }}
      >
        both
      </button>
      <button type="button" onClick={() => edit((next) => next.delete('q'))}>
        clear
      </button>
      <Link to="?status=new">status link</Link>
      <output data-testid="params">{params.toString()}</output>
      <LocationProbe />
    </>
  );
}

describe('useSearchParamsEditor', () => {
  it('keeps both of two changes made before the first has rendered, and what was there', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/inquiries?source=chat', <Editor />);
    await user.click(screen.getByRole('button', { name: 'both' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/inquiries?source=chat&id=i3&q=telegram'),
    );
    expect(screen.getByTestId('params')).toHaveTextContent('source=chat&id=i3&q=telegram');
  });

  it('starts from where a link went, not from what it asked for before', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/inquiries?q=a', <Editor />);
    await user.click(screen.getByRole('link', { name: 'status link' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/inquiries?status=new'));
    await user.click(screen.getByRole('button', { name: 'both' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/inquiries?status=new&id=i3&q=telegram'),
    );
    await user.click(screen.getByRole('button', { name: 'clear' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/inquiries?status=new&id=i3'),
    );
  });
});
