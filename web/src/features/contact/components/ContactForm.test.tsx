import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '../../../app/toast';
import { SubmitContactDocument, type SubmitContactMutationVariables } from '../../../gql/graphql';
import { Toaster } from '../../../layout/Toaster';
import {
  graphQLError,
  holdAnswers,
  httpError,
  mockOperation,
  networkError,
  sentVariables,
  type Refusal,
} from '../../../test/apollo';
import { renderAt } from '../../../test/render';
import { fillIn } from '../../../test/fill';
import { ContactForm } from './ContactForm';

/** What fillValidForm sends. */
const INPUT: SubmitContactMutationVariables['input'] = {
  name: 'Sokha Chan',
  email: 'sokha@example.com',
  phone: '+855 12 345 678',
  service: 'seo',
  message: 'We need a new website for our guesthouse.',
  language: 'en',
  website: '',
};
const SENT = { data: { submitContact: { message: 'Message sent successfully!' } } };
/** The api's answer to the filled-in form. */
const answer = (result: typeof SENT | Refusal) => mockOperation(SubmitContactDocument, { input: INPUT }, result);

const renderForm = (path = '/', mocks: ReturnType<typeof answer>[] = []) =>
  renderAt(
    path,
    <>
      <ContactForm />
      <Toaster />
    </>,
    { mocks },
  );

const toastCard = () => within(screen.getByRole('region', { name: /\(F8\)/ })).getByTestId('toast');

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await fillIn(user, screen.getByRole('textbox', { name: /^Name/ }), 'Sokha Chan');
  await fillIn(user, screen.getByRole('textbox', { name: /^Email/ }), 'sokha@example.com');
  await fillIn(user, screen.getByRole('textbox', { name: /^Phone/ }), '+855 12 345 678');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Service/ }), 'seo');
  await fillIn(user, screen.getByRole('textbox', { name: /^Message/ }), 'We need a new website for our guesthouse.');
}

describe('ContactForm', () => {
  afterEach(() => act(() => dismissToast()));

  it('renders the fields with required marks, the right input types and the services the site sells', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('textbox', { name: /^Phone/ })).not.toBeRequired();
    const service = screen.getByRole('combobox', { name: /^Service/ });
    // the prompt, the six services and "Other"
    expect(
      within(service)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      expect.any(String),
      'Web Design',
      'SEO & AI Search (GEO)',
      'Digital Marketing',
      'Brand Management',
      'Website Maintenance',
      'Social Media Management',
      'Other',
    ]);
    expect(within(service).queryByRole('option', { name: /Photography/ })).not.toBeInTheDocument();
    const honeypot = document.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('aria-hidden', 'true');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
  });

  it('lists the missing required fields in a toast, marks them and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillIn(user, screen.getByRole('textbox', { name: /^Email/ }), 'sokha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const card = await waitFor(toastCard);
    expect(card).toHaveAttribute('data-variant', 'destructive');
    expect(card).toHaveTextContent('Please complete the form');
    expect(card).toHaveTextContent('Missing required fields: Name, Service, Message');
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('This field is required');
    await waitFor(() => expect(name).toHaveFocus());
    expect(sentVariables(SubmitContactDocument)).toEqual([]);
  });

  it('names the missing fields in Khmer on Khmer pages', async () => {
    const user = userEvent.setup();
    renderForm('/km');
    await user.click(screen.getByRole('button', { name: 'ផ្ញើសារ' }));
    const card = await waitFor(toastCard);
    expect(card).toHaveTextContent('សូមបំពេញទម្រង់ឱ្យបានពេញលេញ');
    expect(card).toHaveTextContent('ចន្លោះដែលត្រូវបំពេញនៅខ្វះ៖ ឈ្មោះ, អ៊ីមែល, សេវាកម្ម, សារ');
    expect(screen.getByRole('textbox', { name: /^ឈ្មោះ/ })).toHaveAccessibleDescription('សូមបំពេញចន្លោះនេះ');
  });

  it('shows the sending state, then clears the form and shows the success toast', async () => {
    const release = holdAnswers();
    const user = userEvent.setup();
    renderForm('/', [answer(SENT)]);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const pending = await screen.findByRole('button', { name: 'Sending...' });
    expect(pending).toBeDisabled();
    expect(sentVariables(SubmitContactDocument)).toEqual([{ input: INPUT }]);

    await act(async () => release());
    const card = await waitFor(toastCard);
    expect(card).toHaveTextContent('Message sent successfully!');
    expect(card).toHaveAttribute('data-variant', 'default');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /^Service/ })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it("shows the server's field errors under the fields and keeps what was typed", async () => {
    const refused = graphQLError({
      code: 'BAD_USER_INPUT',
      message: 'Please check the form',
      fields: { email: 'This address cannot receive e-mail' },
    });
    const user = userEvent.setup();
    renderForm('/', [answer(refused)]);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const email = screen.getByRole('textbox', { name: /^Email/ });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('This address cannot receive e-mail');
    expect(email).toHaveValue('sokha@example.com');
    await waitFor(() => expect(email).toHaveFocus());
    const card = toastCard();
    expect(card).toHaveAttribute('data-variant', 'destructive');
    expect(card).toHaveTextContent('Please check the form');
  });

  it('shows a rate-limit message, or status and text for a non-GraphQL failure', async () => {
    const limited = graphQLError({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later.',
      retryAfter: 60,
    });
    const user = userEvent.setup();
    renderForm('/', [answer(limited), answer(httpError(502, 'Bad Gateway'))]);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(toastCard()).toHaveTextContent('Too many requests. Please try again later.'));

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(toastCard()).toHaveTextContent('502: Bad Gateway'));
  });

  it('shows the generic error text when the network fails', async () => {
    const user = userEvent.setup();
    renderForm('/', [answer(networkError())]);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(toastCard()).toHaveTextContent('Failed to send message. Please try again.'));
  });
});
