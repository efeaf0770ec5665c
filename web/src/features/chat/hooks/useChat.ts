import { useCallback, useEffect, useRef, useState } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { CHAT_HISTORY_LIMIT, type Language } from '@site/common';
import { useT } from '../../../app/language';
import { ChatDocument, type ChatMessageInput } from '../../../gql/graphql';

/** A message as the widget keeps it (SPEC §3 "Chat message"); the greeting has the id 'greeting'. */
export interface ChatMessage {
  id: string;
  text: string;
  sender: 'user' | 'bot';
  timestamp: number;
  /** streaming: tokens are still arriving; error: the apology or another failure text. */
  status?: 'streaming' | 'error';
}

/** Errors whose text the server wrote for the visitor (in their language) and that say what to do. */
const SHOWN_CODES = new Set(['RATE_LIMITED', 'BAD_USER_INPUT']);

let nextId = 0;
const newId = () => `m${Date.now().toString(36)}-${(nextId += 1)}`;

/**
 * The conversation: the greeting in the page's language (reset when the language changes), sending
 * (the last CHAT_HISTORY_LIMIT messages over the chat subscription), tokens appended as they arrive,
 * and the apology of SPEC §8 when the answer fails.
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
  const [messages, setMessages] = useState<ChatMessage[]>(() => [greeting(language)]);
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
    setAnnouncement('');
  }, [language, greeting, stop]);

  useEffect(() => stop, [stop]);

  const send = useCallback(
    (input: string): boolean => {
      const text = input.trim();
      if (!text || active.current) return false;
      const user: ChatMessage = { id: newId(), text, sender: 'user', timestamp: Date.now() };
      const botId = newId();
      const history: ChatMessageInput[] = [...messages, user]
        .filter((message) => message.id !== 'greeting' && message.status !== 'error')
        .slice(-CHAT_HISTORY_LIMIT)
        .map((message) => ({ role: message.sender === 'user' ? 'user' : 'assistant', content: message.text }));
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
        const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
        const shown = first && SHOWN_CODES.has(String(first.extensions?.code)) ? first.message : t('chat.apology');
        update({ text: shown, status: 'error' });
        setAnnouncement(shown);
        done = true;
        active.current = null;
        setLoading(false);
      };

      const subscription = client
        .subscribe({
          query: ChatDocument,
          variables: { input: { messages: history, language } },
          fetchPolicy: 'no-cache',
        })
        .subscribe({
          next: (result) => {
            if (failed) return;
            if (result.error) return fail(result.error);
            const token = result.data?.chat.text;
            if (!token) return;
            answer += token;
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
    [client, language, messages, t],
  );

  return { messages, loading, send, announcement };
}
