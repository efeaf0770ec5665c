import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '../../../app/toast';
import { Toaster } from '../../../layout/Toaster';
import { deferred, mockFetch, sentBody, type MockResponse } from '../../../test/fetch';
import { renderAt } from '../../../test/render';
import { fillIn } from '../../../test/fill';
import { NewsletterForm } from './NewsletterForm';

const renderForm = (path = '/') =>
  renderAt(
    path,
    <>
      <NewsletterForm />
      <Toaster />
    </>,
  );

const toastCard = () => within(screen.getByRole('region', { name: /\(F8\)/ })).getByTestId('toast');

describe('NewsletterForm', () => {
  afterEach(() => act(() => dismissToast()));

  it('has a required e-mail input', () => {
    renderForm();
    const email = screen.getByRole('textbox', { name: /^Email/ });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
  });

  it('shows the e-mail message in an error toast for an empty address and sends nothing', async () => {
    const fetchMock = mockFetch({ status: 200, body: {} });
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const card = await waitFor(toastCard);
    expect(card).toHaveAttribute('data-variant', 'destructive');
    expect(card).toHaveTextContent('Please enter a valid email address');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('subscribes, then clears the field and asks to confirm from the e-mail', async () => {
    const answer = deferred<MockResponse>();
    const fetchMock = mockFetch(answer.promise);
    const user = userEvent.setup();
    renderForm('/km');
    await fillIn(user, screen.getByRole('textbox', { name: /^អ៊ីមែល/ }), 'dara@example.com');
    await user.click(screen.getByRole('button', { name: 'ចុះឈ្មោះ' }));

    expect(await screen.findByRole('button', { name: 'កំពុងចុះឈ្មោះ...' })).toBeDisabled();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/newsletter');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(sentBody(fetchMock)).toEqual({ email: 'dara@example.com', language: 'km', website: '' });

    await act(async () => answer.resolve({ status: 200, body: { message: 'ok' } }));
    const card = await waitFor(toastCard);
    expect(card).toHaveTextContent('បានចុះឈ្មោះទទួលព្រឹត្តិបត្រព័ត៌មានដោយជោគជ័យ!');
    expect(card).toHaveTextContent('សូមពិនិត្យប្រអប់សំបុត្ររបស់អ្នក');
    expect(screen.getByRole('textbox', { name: /^អ៊ីមែល/ })).toHaveValue('');
  });

  it("shows the server's message in a destructive toast when it refuses", async () => {
    mockFetch({ status: 429, body: { message: 'Too many requests. Please try again later.' } });
    const user = userEvent.setup();
    renderForm();
    await fillIn(user, screen.getByRole('textbox', { name: /^Email/ }), 'dara@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const card = await waitFor(toastCard);
    expect(card).toHaveAttribute('data-variant', 'destructive');
    expect(card).toHaveTextContent('Something went wrong');
    expect(card).toHaveTextContent('Too many requests. Please try again later.');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('dara@example.com');
  });
});
