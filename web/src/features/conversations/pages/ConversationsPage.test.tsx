import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ConversationChangesDocument,
  ConversationsDocument,
  ConversationThreadDocument,
  ReplyToConversationDocument,
  type ConversationThreadQuery,
  type ConversationsQuery,
} from '../../../gql/graphql';
import { mockOperation, mockSubscription, sentVariables, type TestApolloOptions } from '../../../test/apollo';
import { fillIn } from '../../../test/fill';
import { renderAt } from '../../../test/render';
import ConversationsPage from './ConversationsPage';

type Mock = NonNullable<TestApolloOptions['mocks']>[number];
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const LIST: ConversationsQuery['conversations'] = [
  {
    id: 'c1',
    language: 'km',
    visitorName: 'ស្រីនាង',
    visitorEmail: 'sreyneang@visitor.test',
    updatedAt: minutesAgo(2),
    lastMessage: { id: 'm2', author: 'visitor', authorName: null, text: 'តើមាននរណាម្នាក់ទេ?' },
  },
];
const thread = (extra: ConversationThreadQuery['conversationThread']['messages'] = []): Mock => ({
  ...mockOperation(
    ConversationThreadDocument,
    { id: 'c1' },
    {
      data: {
        conversationThread: {
          id: 'c1',
          language: 'km',
          visitorName: 'ស្រីនាង',
          visitorEmail: 'sreyneang@visitor.test',
          messages: [
            { id: 'm1', author: 'assistant', authorName: null, text: 'សួស្ដី!', createdAt: minutesAgo(3) },
            { id: 'm2', author: 'visitor', authorName: null, text: 'តើមាននរណាម្នាក់ទេ?', createdAt: minutesAgo(2) },
            ...extra,
          ],
        },
      },
    },
  ),
});
const listed = (): Mock => ({
  ...mockOperation(ConversationsDocument, {}, { data: { conversations: LIST } }),
  maxUsageCount: Number.POSITIVE_INFINITY,
});

describe('the conversations (/dashboard/conversations)', () => {
  it('lists them, opens one with who said what, and sends a reply that shows in the thread', async () => {
    const user = userEvent.setup();
    const changes = mockSubscription(ConversationChangesDocument);
    const reply = {
      id: 'm3',
      author: 'staff' as const,
      authorName: 'Sophea',
      text: 'បាទ! ខ្ញុំនៅទីនេះ។',
      createdAt: minutesAgo(0),
    };
    renderAt('/dashboard/conversations', <ConversationsPage routeId="conversations" />, {
      mocks: [
        listed(),
        thread(),
        mockOperation(
          ReplyToConversationDocument,
          { id: 'c1', text: reply.text },
          { data: { replyToConversation: reply } },
        ),
        thread([reply]),
        thread([reply, { id: 'm4', author: 'visitor', authorName: null, text: 'អរគុណ!', createdAt: minutesAgo(0) }]),
      ],
      subscriptions: [changes],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Conversations' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    await user.click(within(list).getByRole('button', { name: /ស្រីនាង/ }));

    const messages = await screen.findByRole('list', { name: 'Conversation with ស្រីនាង' });
    await waitFor(() => expect(within(messages).getAllByRole('listitem')).toHaveLength(2));
    expect(within(messages).getAllByRole('listitem')[0]).toHaveTextContent('Assistant');
    expect(within(messages).getAllByRole('listitem')[1]).toHaveTextContent('ស្រីនាង');

    await fillIn(user, screen.getByRole('textbox', { name: 'Your answer to ស្រីនាង' }), reply.text);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(messages).getAllByRole('listitem')).toHaveLength(3));
    expect(within(messages).getAllByRole('listitem')[2]).toHaveTextContent('Sophea');
    expect(sentVariables(ReplyToConversationDocument)).toEqual([{ id: 'c1', text: reply.text }]);

    // The visitor writes again (on any instance): the open thread reads itself afresh.
    act(() => changes.next({ conversationChanges: { conversationId: 'c1' } }));
    await waitFor(() => expect(within(messages).getAllByRole('listitem')).toHaveLength(4));
    expect(within(messages).getAllByRole('listitem')[3]).toHaveTextContent('អរគុណ!');
  });

  it('says when there is none yet', async () => {
    renderAt('/dashboard/conversations', <ConversationsPage routeId="conversations" />, {
      mocks: [mockOperation(ConversationsDocument, {}, { data: { conversations: [] } })],
      subscriptions: [mockSubscription(ConversationChangesDocument)],
    });
    expect(await screen.findByText('No visitor has asked for a person yet.')).toBeInTheDocument();
  });
});
