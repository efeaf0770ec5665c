import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '../../../app/toast';
import { SubscribeNewsletterDocument } from '../../../gql/graphql';
import { Toaster } from '../../../layout/Toaster';
import { graphQLError, holdAnswers, mockOperation, sentVariables, type TestApolloOptions } from '../../../test/apollo';
import { renderAt } from '../../../test/render';
import { fillIn } from '../../../test/fill';
import { NewsletterForm } from './NewsletterForm';

const SUBSCRIBED = { data: { subscribeNewsletter: { message: 'ok' } } };

const renderForm = (path = '/', mocks: TestApolloOptions['mocks'] = []) =>
  renderAt(
    path,
    <>
      <NewsletterForm />
      <Toaster />
    </>,
    { mocks },
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
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const card = await waitFor(toastCard);
    expect(card).toHaveAttribute('data-variant', 'destructive');
    expect(card).toHaveTextContent('Please enter a valid email address');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveFocus());
    expect(sentVariables(SubscribeNewsletterDocument)).toEqual([]);
  });

  it('subscribes, then clears the field and asks to confirm from the e-mail', async () => {
    const input = { email: 'dara@example.com', language: 'km', website: '' } as const;
    const release = holdAnswers();
    const user = userEvent.setup();
    renderForm('/km', [mockOperation(SubscribeNewsletterDocument, { input }, SUBSCRIBED)]);
    await fillIn(user, screen.getByRole('textbox', { name: /^អ៊ីមែល/ }), 'dara@example.com');
    await user.click(screen.getByRole('button', { name: 'ចុះឈ្មោះ' }));

    expect(await screen.findByRole('button', { name: 'កំពុងចុះឈ្មោះ...' })).toBeDisabled();
    expect(sentVariables(SubscribeNewsletterDocument)).toEqual([{ input }]);

    await act(async () => release());
    const card = await waitFor(toastCard);
    expect(card).toHaveTextContent('បានចុះឈ្មោះទទួលព្រឹត្តិបត្រព័ត៌មានដោយជោគជ័យ!');
    expect(card).toHaveTextContent('សូមពិនិត្យប្រអប់សំបុត្ររបស់អ្នក');
    expect(screen.getByRole('textbox', { name: /^អ៊ីមែល/ })).toHaveValue('');
  });

  it("shows the server's message in a destructive toast when it refuses", async () => {
    const limited = graphQLError({ code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' });
    const input = { email: 'dara@example.com', language: 'en', website: '' } as const;
    const user = userEvent.setup();
    renderForm('/', [mockOperation(SubscribeNewsletterDocument, { input }, limited)]);
    await fillIn(user, screen.getByRole('textbox', { name: /^Email/ }), 'dara@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const card = await waitFor(toastCard);
    expect(card).toHaveAttribute('data-variant', 'destructive');
    expect(card).toHaveTextContent('Something went wrong');
    expect(card).toHaveTextContent('Too many requests. Please try again later.');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('dara@example.com');
  });

  it("shows the server's message for the address under the field", async () => {
    const refused = graphQLError({
      code: 'BAD_USER_INPUT',
      message: 'Please check these fields: Email.',
      fields: { email: 'This address cannot receive e-mail' },
    });
    const input = { email: 'dara@example.invalid', language: 'en', website: '' } as const;
    const user = userEvent.setup();
    renderForm('/', [mockOperation(SubscribeNewsletterDocument, { input }, refused)]);
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await fillIn(user, email, 'dara@example.invalid');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('This address cannot receive e-mail'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());
    expect(toastCard()).toHaveTextContent('Please check these fields: Email.');
  });
});
