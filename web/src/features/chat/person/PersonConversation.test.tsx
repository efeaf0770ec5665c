import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ChatDocument,
  ConversationDocument,
  ConversationMessagesDocument,
  SendConversationMessageDocument,
  StartConversationDocument,
  type ConversationMessagesSubscription,
  type ConversationMessagesSubscriptionVariables,
} from '../../../gql/graphql';
import {
  graphQLError,
  mockOperation,
  mockSubscription,
  sentVariables,
  type SubscriptionMock,
  type TestApolloOptions,
} from '../../../test/apollo';
import { fillIn } from '../../../test/fill';
import { renderAt, testMessages } from '../../../test/render';
import { openChat, resetChatState } from '../chatStore';
import { ChatPanelView } from '../components/ChatPanel';

type Texts = { person: Record<string, string> };
const person = { en: (testMessages.en as Texts).person, km: (testMessages.km as Texts).person };
const SESSION = '3f2b6c1e-9a4d-4e8f-b7a2-5c1d0e9f8a7b';
const AT = '2026-11-27T10:00:00.000Z';
const staffFrom = (language: 'en' | 'km', name: string) => person[language].staffFrom.replace('{{name}}', name);

let live: SubscriptionMock<ConversationMessagesSubscription, ConversationMessagesSubscriptionVariables>;

function renderPanel(path: string, mocks: TestApolloOptions['mocks']) {
  const view = renderAt(path, <ChatPanelView />, { mocks, subscriptions: [mockSubscription(ChatDocument), live] });
  act(() => openChat());
  return view;
}

beforeEach(() => {
  resetChatState();
  sessionStorage.clear();
  live = mockSubscription(ConversationMessagesDocument);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('talking to a person in the chat', () => {
  it('opens a conversation with a name and e-mail, then shows the staff reply with who wrote it', async () => {
    const user = userEvent.setup();
    renderPanel('/faq', [
      mockOperation(
        StartConversationDocument,
        { input: { language: 'en', name: 'Dara', email: 'dara@example.com' } },
        {
          data: {
            startConversation: {
              id: 'c1',
              session: SESSION,
              messages: [{ id: 'm1', author: 'visitor', authorName: null, text: 'Hello', createdAt: AT }],
            },
          },
        },
      ),
      mockOperation(
        ConversationDocument,
        { session: SESSION },
        {
          data: {
            conversation: {
              id: 'c1',
              session: SESSION,
              messages: [{ id: 'm1', author: 'visitor', authorName: null, text: 'Hello', createdAt: AT }],
            },
          },
        },
      ),
      mockOperation(
        SendConversationMessageDocument,
        { input: { session: SESSION, text: 'Are you there?' } },
        {
          data: {
            sendConversationMessage: {
              id: 'm2',
              author: 'visitor',
              authorName: null,
              text: 'Are you there?',
              createdAt: AT,
            },
          },
        },
      ),
    ]);
    await user.click(screen.getByRole('button', { name: person.en.open }));
    const form = await screen.findByRole('form', { name: person.en.title });
    expect(within(form).getByRole('textbox', { name: person.en.name })).toHaveFocus();
    await fillIn(user, within(form).getByRole('textbox', { name: person.en.name }), 'Dara');
    await fillIn(user, within(form).getByRole('textbox', { name: person.en.email }), 'dara@example.com');
    await user.click(within(form).getByRole('button', { name: person.en.connect }));

    expect(await screen.findByText(person.en.connected)).toBeTruthy();
    const list = screen.getByRole('list', { name: person.en.conversation });
    await waitFor(() => expect(live.requests).toEqual([{ session: SESSION }]));
    await fillIn(user, screen.getByRole('textbox', { name: person.en.inputLabel }), 'Are you there?');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(list).getByText('Are you there?')).toBeTruthy());
    expect(sentVariables(SendConversationMessageDocument)).toEqual([
      { input: { session: SESSION, text: 'Are you there?' } },
    ]);

    act(() =>
      live.next({
        conversationMessages: {
          id: 'm3',
          author: 'staff',
          authorName: 'Sophea',
          text: 'Yes, how can I help?',
          createdAt: AT,
        },
      }),
    );
    const reply = await within(list).findByText('Yes, how can I help?');
    expect(reply.closest('li')!.textContent).toContain(staffFrom('en', 'Sophea'));
    // Announced once, with who wrote it.
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(
      `${staffFrom('en', 'Sophea')}: Yes, how can I help?`,
    );
    // The tab keeps it: a reload opens the chat on it.
    expect(JSON.parse(sessionStorage.getItem('chat-person')!)).toEqual({ session: SESSION, language: 'en' });
  });

  it('reopens the conversation an e-mail links to (#conversation=…), the reply the visitor missed included', async () => {
    window.history.replaceState(null, '', `/faq#conversation=${SESSION}`);
    renderPanel('/faq', [
      mockOperation(
        ConversationDocument,
        { session: SESSION },
        {
          data: {
            conversation: {
              id: 'c1',
              session: SESSION,
              messages: [
                { id: 'm1', author: 'visitor', authorName: null, text: 'Hello', createdAt: AT },
                { id: 'm2', author: 'staff', authorName: 'Sophea', text: 'Sorry we missed you!', createdAt: AT },
              ],
            },
          },
        },
      ),
    ]);
    const list = await screen.findByRole('list', { name: person.en.conversation });
    const reply = await within(list).findByText('Sorry we missed you!');
    expect(reply.closest('li')!.textContent).toContain(staffFrom('en', 'Sophea'));
    // The key moves from the address to the tab's storage.
    expect(window.location.hash).toBe('');
    expect(JSON.parse(sessionStorage.getItem('chat-person')!)).toEqual({ session: SESSION, language: 'en' });
  });

  it('shows the server’s refusal in Khmer and keeps what was typed', async () => {
    const user = userEvent.setup();
    const refusal = 'សូមពិនិត្យចន្លោះទាំងនេះ៖ អ៊ីមែល។';
    renderPanel('/km/faq', [
      mockOperation(StartConversationDocument, () => true, graphQLError({ code: 'BAD_USER_INPUT', message: refusal })),
    ]);
    await user.click(screen.getByRole('button', { name: person.km.open }));
    const form = await screen.findByRole('form', { name: person.km.title });
    await fillIn(user, within(form).getByRole('textbox', { name: person.km.email }), 'not-an-address');
    await user.click(within(form).getByRole('button', { name: person.km.connect }));
    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
    expect(within(form).getByRole('textbox', { name: person.km.email })).toHaveValue('not-an-address');
    expect(sessionStorage.getItem('chat-person')).toBeNull();
  });
});
