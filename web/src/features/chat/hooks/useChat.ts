import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { CHAT_HISTORY_LIMIT, type ChatTurn, type Language } from '@site/common';
import { errorCode, errorText } from '../../../app/graphql-errors';
import { useT } from '../../../app/language';
import { ChatDocument, type ChatMessageInput } from '../../../gql/graphql';
import { chatTimeZone } from '../visitorZone';

/** A message as the widget keeps it (SPEC §3 "Chat message"); the greeting has the id 'greeting'. */
export interface ChatMessage {
  id: string;
  text: string;
  sender: 'user' | 'bot';
  timestamp: number;
  /** streaming: tokens are still arriving; error: the apology or another failure text. */
  status?: 'streaming' | 'error';
  /** The assistant could not answer (or the visitor asked for a person): offer to pass the question to the team. */
  offersHandoff?: boolean;
  /** Answers the assistant offers to pick (the booking dialogue's times, services, ways to meet). */
  choices?: string[];
  /** A booking made in the chat: its manage page. */
  manageUrl?: string;
}

/** The hand-off to the team: offered by an answer, its form open, or the question sent. */
export type HandoffState = 'none' | 'form' | 'sent';

/** Where the conversation waits while the tab lives (a reload keeps it; a new tab starts afresh). */
const STORAGE_KEY = 'chat';

interface StoredChat {
  language: Language;
  messages: ChatMessage[];
  handoff: HandoffState;
  /** The server's chat session (ChatToken.session): it records the conversation a hand-off carries. */
  session?: string;
}

function restore(language: Language): StoredChat | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as StoredChat | null;
    if (stored?.language !== language || !Array.isArray(stored.messages) || stored.messages.length === 0)
      return undefined;
    // An answer cut off by the reload stays as far as it came.
    const messages = stored.messages.map((message) =>
      message.status === 'streaming' ? { ...message, status: undefined } : message,
    );
    return {
      language,
      messages,
      handoff: stored.handoff === 'sent' ? 'sent' : 'none',
      session: typeof stored.session === 'string' ? stored.session : undefined,
    };
  } catch {
    return undefined;
  }
}

function store(chat: StoredChat): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(chat));
  } catch {
    // Storage full or disabled: the conversation then lasts as long as the page.
  }
}

/** The conversation as the server reads it: the visitor's and the assistant's messages, no greeting or failure text. */
export function conversationOf(messages: ChatMessage[]): ChatTurn[] {
  return messages
    .filter((message) => message.id !== 'greeting' && message.status !== 'error' && message.text.trim())
    .slice(-CHAT_HISTORY_LIMIT)
    .map((message) => ({ role: message.sender === 'user' ? 'user' : 'assistant', content: message.text }));
}

/** Errors whose text the server wrote for the visitor (in their language) and that say what to do. */
const SHOWN_CODES = new Set(['RATE_LIMITED', 'BAD_USER_INPUT']);

let nextId = 0;
const newId = () => `m${Date.now().toString(36)}-${(nextId += 1)}`;

/**
 * The conversation: the greeting in the page's language (reset when the language changes), sending
 * (the last CHAT_HISTORY_LIMIT messages over the chat subscription), tokens appended as they arrive,
 * the apology of SPEC §8 when the answer fails, and the hand-off to the team an answer may offer.
 * It is kept in sessionStorage, so a reload of the tab does not lose it.
 */
export function useChat() {
  const { t, language } = useT();
  const client = useApolloClient();
  const greeting = useCallback(
    (lng: Language): ChatMessage => ({
      id: 'greeting',
      text: t('chat.greeting', { lng }),
      sender: 'bot',
      timestamp: Date.now(),
    }),
    [t],
  );
  const [restored] = useState(() => restore(language));
  const [messages, setMessages] = useState<ChatMessage[]>(() => restored?.messages ?? [greeting(language)]);
  const [handoff, setHandoff] = useState<HandoffState>(restored?.handoff ?? 'none');
  const [session, setSession] = useState<string | undefined>(restored?.session);
  const [loading, setLoading] = useState(false);
  /** The last finished bot message, for the screen reader's live region. */
  const [announcement, setAnnouncement] = useState('');
  const active = useRef<{ unsubscribe(): void } | null>(null);

  const stop = useCallback(() => {
    active.current?.unsubscribe();
    active.current = null;
    setLoading(false);
  }, []);

  // SPEC §4: the greeting is reset when the language changes (and an answer in the old one dropped).
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    stop();
    setMessages([greeting(language)]);
    setHandoff('none');
    setSession(undefined);
    setAnnouncement('');
  }, [language, greeting, stop]);

  useEffect(() => stop, [stop]);

  useEffect(() => {
    if (shownLanguage.current === language) store({ language, messages, handoff, session });
  }, [language, messages, handoff, session]);

  const send = useCallback(
    (input: string): boolean => {
      const text = input.trim();
      if (!text || active.current) return false;
      const user: ChatMessage = { id: newId(), text, sender: 'user', timestamp: Date.now() };
      const botId = newId();
      const history: ChatMessageInput[] = conversationOf([...messages, user]);
      setMessages((current) => [...current, user]);
      setLoading(true);
      setAnnouncement(t('chat.typing'));

      let answer = '';
      let failed = false;
      let done = false;
      const update = (next: Partial<ChatMessage>) =>
        setMessages((current) => {
          const existing = current.find((message) => message.id === botId);
          if (existing) return current.map((message) => (message.id === botId ? { ...message, ...next } : message));
          return [...current, { id: botId, text: '', sender: 'bot', timestamp: Date.now(), ...next }];
        });
      const fail = (error: unknown) => {
        failed = true;
        console.error('Failed to get response', error);
        const code = errorCode(error);
        const refused = code !== undefined && SHOWN_CODES.has(code);
        const shown = refused ? errorText(error, t('chat.apology')) : t('chat.apology');
        // The assistant is failing: the team can still answer (not when the visitor's input was refused).
        update({ text: shown, status: 'error', offersHandoff: !refused });
        setAnnouncement(shown);
        done = true;
        active.current = null;
        setLoading(false);
      };

      const subscription = client
        .subscribe({
          query: ChatDocument,
          variables: {
            input: { messages: history, language, timezone: chatTimeZone(), ...(session ? { session } : {}) },
          },
          fetchPolicy: 'no-cache',
        })
        .subscribe({
          next: (result) => {
            if (failed) return;
            if (result.error) return fail(result.error);
            const chunk = result.data?.chat;
            if (chunk?.session) setSession(chunk.session);
            if (chunk?.handoff) update({ offersHandoff: true });
            if (chunk?.choices?.length) update({ choices: chunk.choices });
            if (chunk?.manageUrl) update({ manageUrl: chunk.manageUrl });
            if (!chunk?.text) return;
            answer += chunk.text;
            update({ text: answer, status: 'streaming' });
          },
          error: (error) => !failed && fail(error),
          complete: () => {
            if (failed) return;
            if (!answer) return fail(new Error('empty answer'));
            update({ status: undefined });
            setAnnouncement(answer);
            done = true;
            active.current = null;
            setLoading(false);
          },
        });
      if (!done) active.current = subscription;
      return true;
    },
    [client, language, messages, session, t],
  );

  /** The team has the question: the server's thanks join the conversation, and no more offers show. */
  const handoffSent = useCallback((thanks: string) => {
    setMessages((current) => [...current, { id: newId(), text: thanks, sender: 'bot', timestamp: Date.now() }]);
    setAnnouncement(thanks);
    setHandoff('sent');
  }, []);

  return {
    messages,
    loading,
    send,
    announcement,
    handoff,
    session,
    openHandoff: () => setHandoff('form'),
    closeHandoff: () => setHandoff('none'),
    handoffSent,
  };
}
