import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import {
  ChatDocument,
  SubmitChatLeadDocument,
  type ChatSubscription,
  type ChatSubscriptionVariables,
  type SubmitChatLeadMutationVariables,
} from '../../../gql/graphql';
import {
  graphQLError,
  mockOperation,
  mockSubscription,
  sentVariables,
  type SubscriptionMock,
  type TestApolloOptions,
} from '../../../test/apollo';
import { renderAt, testMessages } from '../../../test/render';
import { fillIn } from '../../../test/fill';
import { openChat, resetChatState, useChatState } from '../chatStore';
import { ChatPanelView, handoffQuestion } from './ChatPanel';

function LanguageSwitch() {
  const navigate = useNavigate();
  const { open } = useChatState();
  return (
    <>
      <button onClick={() => void navigate('/km/faq')}>to Khmer</button>
      <span data-testid="open">{String(open)}</span>
    </>
  );
}

type ChatTexts = { chat: Record<string, string> };
/** The widget's texts, from the same locale files the app ships. */
const chat = {
  en: (testMessages.en as ChatTexts).chat,
  km: (testMessages.km as ChatTexts).chat,
};
/** The chat subscription, answered by the test token by token. */
let chatAnswer: SubscriptionMock<ChatSubscription, ChatSubscriptionVariables>;
/** What each question sent: the conversation and its language. */
const requests = () => chatAnswer.requests.map((variables) => variables.input);
/** The chat session the server names on every piece (what a hand-off refers to). */
const SESSION = '3f2b6c1e-9a4d-4e8f-b7a2-5c1d0e9f8a7b';
/** One piece of an answer. */
const token = (text: string, handoff = false): ChatSubscription => ({
  chat: { text, handoff, session: SESSION, choices: null, manageUrl: null },
});

function renderChat(path = '/faq', mocks: TestApolloOptions['mocks'] = []) {
  const view = renderAt(
    path,
    <>
      <LanguageSwitch />
      <ChatPanelView />
    </>,
    { mocks, subscriptions: [chatAnswer] },
  );
  act(() => openChat());
  return view;
}

const input = () => screen.getByRole('textbox');
const sendButton = (language: 'en' | 'km' = 'en') => screen.getByRole('button', { name: chat[language].send });
const log = () => document.querySelector<HTMLElement>('#chat-panel > ol')!;
const lastBot = () => [...log().querySelectorAll<HTMLElement>('[data-sender="bot"]')].at(-1)!;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const pressEnter = (shiftKey = false) => fireEvent.keyDown(input(), { key: 'Enter', shiftKey });

beforeEach(() => {
  resetChatState();
  sessionStorage.clear();
  chatAnswer = mockSubscription(ChatDocument);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('the chat panel', () => {
  it('opens as a labelled dialog with the greeting in the page’s language and the input focused', () => {
    renderChat();
    const dialog = screen.getByRole('dialog', { name: chat.en.title });
    expect(dialog).toBeVisible();
    const greeting = dialog.querySelector('[data-message-id="greeting"]');
    expect(greeting).toHaveTextContent(chat.en.greeting);
    expect(input()).toHaveFocus();
  });

  it('greets in Khmer on Khmer pages and resets the greeting when the language changes', () => {
    renderChat('/faq');
    type('What is GEO?');
    pressEnter();
    act(() => chatAnswer.next(token('GEO is')));
    expect(within(log()).getAllByRole('listitem')).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'to Khmer' }));
    const items = within(log()).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveAttribute('data-message-id', 'greeting');
    expect(items[0]).toHaveTextContent(chat.km.greeting);
    // The panel stays open, now in Khmer, and can send again.
    expect(screen.getByRole('dialog', { name: chat.km.title })).toBeVisible();
    type('សួស្តី');
    expect(sendButton('km')).toBeEnabled();
  });

  it('sends on Enter, not on Shift+Enter, never blank, and shows tokens as they arrive', () => {
    renderChat();
    expect(sendButton()).toBeDisabled();
    type('   ');
    expect(sendButton()).toBeDisabled();
    pressEnter();
    expect(requests()).toHaveLength(0);

    type('How much is the professional package?');
    pressEnter(true);
    expect(requests()).toHaveLength(0);
    pressEnter();
    expect(requests()).toEqual([
      {
        messages: [{ role: 'user', content: 'How much is the professional package?' }],
        language: 'en',
        // The visitor's zone, for the times the booking dialogue offers.
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    ]);
    expect(input()).toHaveValue('');
    // Loading: typing state before the first token, send disabled.
    expect(screen.getByTestId('chat-typing')).toBeInTheDocument();
    type('another');
    expect(sendButton()).toBeDisabled();
    pressEnter();
    expect(requests()).toHaveLength(1);

    act(() => chatAnswer.next(token('The Professional ')));
    expect(screen.queryByTestId('chat-typing')).toBeNull();
    const bot = lastBot;
    expect(bot()).toHaveTextContent('The Professional');
    expect(bot()).toHaveAttribute('data-status', 'streaming');
    act(() => chatAnswer.next(token('package costs $799. ')));
    act(() => chatAnswer.next(token('More: [Pricing](/pricing)')));
    act(() => chatAnswer.complete());
    expect(bot()).toHaveAttribute('data-status', 'done');
    expect(bot()).toHaveTextContent('The Professional package costs $799. More: Pricing');
    expect(within(bot() as HTMLElement).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    // Announced once, whole, to screen readers.
    expect(screen.getByRole('status')).toHaveTextContent('The Professional package costs $799. More: Pricing');
    expect(sendButton()).toBeEnabled();
  });

  it('links to pages in the current language and never renders other targets as links or HTML', () => {
    renderChat('/km/faq');
    type('តម្លៃ');
    pressEnter();
    act(() => {
      chatAnswer.next(
        token('មើល [តម្លៃ](/pricing) ឬ /booking។ [click](https://evil.example) <img src=x onerror=alert(1)>'),
      );
      chatAnswer.complete();
    });
    const bot = lastBot();
    const links = within(bot).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/km/pricing', '/km/booking']);
    expect(bot.querySelector('img')).toBeNull();
    expect(bot).toHaveTextContent('click <img src=x onerror=alert(1)>');
  });

  it('shows the apology in the visitor’s language when the answer fails', () => {
    renderChat('/km/faq');
    type('សួស្តី');
    pressEnter();
    act(() => chatAnswer.fail(new Error('socket closed')));
    const bot = lastBot();
    expect(bot).toHaveTextContent(chat.km.apology);
    expect(bot).toHaveAttribute('data-status', 'error');
    expect(console.error).toHaveBeenCalledWith('Failed to get response', expect.anything());
    type('ម្ដងទៀត');
    expect(sendButton('km')).toBeEnabled();
  });

  it('shows the server’s own words when it says what to do (too many messages)', () => {
    renderChat();
    type('hi');
    pressEnter();
    const limited = 'You have sent many messages in a short time. Please wait 3 minutes and ask again.';
    act(() => chatAnswer.refuse({ message: limited, extensions: { code: 'RATE_LIMITED', retryAfter: 180 } }));
    expect(lastBot()).toHaveTextContent(limited);
  });

  it('sends only the last 15 messages, without the greeting or failed answers', () => {
    chatAnswer.onStart = (answer) => {
      answer.next(token('answer'));
      answer.complete();
    };
    renderChat();
    for (let i = 1; i <= 9; i += 1) {
      type(`question ${i}`);
      pressEnter();
    }
    const last = requests().at(-1)!.messages;
    expect(last).toHaveLength(15);
    expect(last.at(-1)).toEqual({ role: 'user', content: 'question 9' });
    expect(last[0]).toEqual({ role: 'user', content: 'question 2' });
  });

  it('closes on Escape', () => {
    renderChat();
    expect(screen.getByTestId('open')).toHaveTextContent('true');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.getByTestId('open')).toHaveTextContent('false');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

/** Asks a question and lets the assistant answer `text`, offering the hand-off when `handoff`. */
function answerWith(question: string, text: string, handoff = false) {
  type(question);
  pressEnter();
  act(() => {
    chatAnswer.next(token(text));
    if (handoff) chatAnswer.next(token('', true));
    chatAnswer.complete();
  });
}

describe('passing the question to the team (issue 17)', () => {
  const THANKS = 'Thank you! Your question is with our team, and we will get back to you soon.';

  it('is offered when the assistant cannot answer, and sends the name, a phone, the question and the chat session', async () => {
    const input: SubmitChatLeadMutationVariables['input'] = {
      name: 'Sophal',
      email: '',
      phone: '012 345 678',
      message: 'Can you repair my motorbike?',
      website: '',
      language: 'en',
      // The conversation itself is the server's record of this session, never lines the browser sends.
      session: SESSION,
    };
    const user = userEvent.setup();
    renderChat('/faq', [
      mockOperation(SubmitChatLeadDocument, { input }, { data: { submitChatLead: { message: THANKS } } }),
    ]);
    answerWith('Can you repair my motorbike?', "I'm sorry, I don't know the answer to that.", true);
    await user.click(screen.getByRole('button', { name: chat.en.handoffOffer }));
    const form = await screen.findByRole('form', { name: chat.en.handoffTitle });
    expect(within(form).getByRole('textbox', { name: chat.en.handoffName })).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: chat.en.handoffQuestion })).toHaveValue(
      'Can you repair my motorbike?',
    );

    // Neither an e-mail address nor a phone: said beside the field, nothing sent.
    await fillIn(user, within(form).getByRole('textbox', { name: chat.en.handoffName }), 'Sophal');
    await user.click(within(form).getByRole('button', { name: chat.en.handoffSend }));
    expect(
      await within(form).findByText('Please give an e-mail address or a phone number, so that we can answer you'),
    ).toBeInTheDocument();
    expect(sentVariables(SubmitChatLeadDocument)).toEqual([]);

    await fillIn(user, within(form).getByRole('textbox', { name: chat.en.handoffPhone }), '012 345 678');
    await user.click(within(form).getByRole('button', { name: chat.en.handoffSend }));
    await waitFor(() => expect(lastBot()).toHaveTextContent(THANKS));
    expect(sentVariables(SubmitChatLeadDocument)).toEqual([{ input }]);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: chat.en.handoffOffer })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(THANKS);
  });

  it('shows the server’s field errors in Khmer, and is not offered after an answer the assistant knew', async () => {
    const refused = graphQLError({
      code: 'BAD_USER_INPUT',
      message: 'សូមពិនិត្យចន្លោះទាំងនេះ៖ អ៊ីមែល។',
      fields: { email: 'សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលដែលត្រឹមត្រូវ' },
    });
    const user = userEvent.setup();
    // Whatever the form sends (the test above checks what that is), the api refuses the address.
    renderChat('/km/faq', [mockOperation(SubmitChatLeadDocument, () => true, refused)]);
    answerWith('តម្លៃប៉ុន្មាន?', 'កញ្ចប់ Starter មានតម្លៃ $299។');
    expect(screen.queryByRole('button', { name: chat.km.handoffOffer })).toBeNull();
    answerWith('តើខ្ញុំអាចនិយាយជាមួយមនុស្សបានទេ?', 'ពិតណាស់! សូមទុកឈ្មោះ…', true);
    await user.click(screen.getByRole('button', { name: chat.km.handoffOffer }));
    const form = await screen.findByRole('form', { name: chat.km.handoffTitle });
    await fillIn(user, within(form).getByRole('textbox', { name: chat.km.handoffName }), 'សុខា');
    await fillIn(user, within(form).getByRole('textbox', { name: chat.km.handoffEmail }), 'sokha@hotel.test');
    await user.click(within(form).getByRole('button', { name: chat.km.handoffSend }));
    expect(await within(form).findByText('សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលដែលត្រឹមត្រូវ')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('សូមពិនិត្យចន្លោះទាំងនេះ៖ អ៊ីមែល។');
    // "Not now" closes the form and offers again.
    await user.click(within(form).getByRole('button', { name: chat.km.handoffCancel }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('button', { name: chat.km.handoffOffer })).toBeInTheDocument();
  });

  it('is offered with the apology when the assistant fails, once the server has a session for the chat', () => {
    renderChat();
    type('hi');
    pressEnter();
    act(() => chatAnswer.fail(new Error('socket closed')));
    // Nothing recorded yet: the server would refuse a hand-off without a chat behind it.
    expect(screen.queryByRole('button', { name: chat.en.handoffOffer })).toBeNull();
    answerWith('How much is a website?', 'Starter $299.');
    type('And the hosting?');
    pressEnter();
    act(() => chatAnswer.fail(new Error('socket closed')));
    expect(screen.getByRole('button', { name: chat.en.handoffOffer })).toBeInTheDocument();
    // The next question continues the same session.
    answerWith('Thanks', 'You are welcome.');
    expect(requests().at(-1)!.session).toBe(SESSION);
  });
});

describe('the question a hand-off passes on', () => {
  const user = (text: string) => ({ id: text, text, sender: 'user' as const, timestamp: 0 });
  const bot = (text: string, offersHandoff?: boolean) => ({
    id: text,
    text,
    sender: 'bot' as const,
    timestamp: 0,
    offersHandoff,
  });

  it('is the one the offer answered, not a "yes please" typed in reply to it', () => {
    const question = 'Can you repair my motorbike?';
    expect(handoffQuestion([bot('Hello'), user(question), bot("I don't know", true)])).toBe(question);
    expect(
      handoffQuestion([
        bot('Hello'),
        user(question),
        bot("I don't know", true),
        user('yes please'),
        bot('Press the button', true),
      ]),
    ).toBe(question);
    // A new question after an answer is the one passed on.
    expect(handoffQuestion([user(question), bot("I don't know", true), user('What is GEO?'), bot('GEO is…')])).toBe(
      'What is GEO?',
    );
  });
});

describe('the conversation in the tab', () => {
  it('survives a reload of the page, and starts afresh in the other language', () => {
    const first = renderChat();
    answerWith('How much is the Starter package?', 'The Starter package costs $299.');
    first.unmount();
    renderChat();
    const texts = [...log().querySelectorAll('[data-sender]')].map((item) => item.textContent);
    expect(texts).toEqual([
      expect.stringContaining(chat.en.greeting),
      expect.stringContaining('How much is the Starter package?'),
      expect.stringContaining('The Starter package costs $299.'),
    ]);
    // The next question carries the restored conversation.
    type('And Enterprise?');
    pressEnter();
    expect(requests().at(-1)!.messages).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'to Khmer' }));
    expect(log().querySelectorAll('[data-sender]')).toHaveLength(1);
  });
});

describe('how an answer reads', () => {
  it('shows the assistant’s lists as lists and phone numbers as tap-to-call links', () => {
    renderChat();
    answerWith(
      'Packages?',
      'Our packages:\n- Starter: $299\n- Professional: $799\n\nCall us on +855 12 345 678 or 012 999 888, 9:00 to 17:00.',
    );
    const bot = lastBot();
    const list = within(bot).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Starter: $299', 'Professional: $799']);
    expect(within(bot).getByRole('link', { name: '+855 12 345 678' })).toHaveAttribute('href', 'tel:+85512345678');
    expect(within(bot).getByRole('link', { name: '012 999 888' })).toHaveAttribute('href', 'tel:012999888');
    expect(within(bot).queryByRole('link', { name: /\$299|9:00/ })).toBeNull();
  });

  it('offers the booking dialogue’s choices as buttons under its answer (Tab reaches them, a click sends one), and links the booking made to its manage page', async () => {
    const user = userEvent.setup();
    renderChat();
    type('book tomorrow morning');
    pressEnter();
    const times = [
      'Monday, 7 December 2026, 9:00 AM (Cambodia time)',
      'Monday, 7 December 2026, 10:30 AM (Cambodia time)',
    ];
    act(() => chatAnswer.next(token('These are the next free times:')));
    act(() => chatAnswer.next({ chat: { ...token('').chat, choices: times } }));
    act(() => chatAnswer.complete());
    const group = await screen.findByRole('group', { name: chat.en.choices });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(times);
    // Keyboard: Tab from the conversation reaches the first choice.
    buttons[0].focus();
    await user.tab();
    expect(buttons[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(requests().at(-1)!.messages.at(-1)).toEqual({ role: 'user', content: times[1] });
    // The choices belong to that answer only: gone once answered.
    expect(screen.queryByRole('group', { name: chat.en.choices })).toBeNull();

    act(() => chatAnswer.next(token('Your consultation is booked.')));
    act(() => chatAnswer.next({ chat: { ...token('').chat, manageUrl: '/booking/manage?token=abc' } }));
    act(() => chatAnswer.complete());
    const link = await within(lastBot()).findByRole('link', { name: chat.en.manageBooking });
    expect(link).toHaveAttribute('href', '/booking/manage?token=abc');
  });
});
