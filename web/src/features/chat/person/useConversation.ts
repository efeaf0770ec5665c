import { useCallback, useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { Language } from '@site/common';
import { errorText } from '../../../app/graphql-errors';
import { useT } from '../../../app/language';
import {
  ConversationDocument,
  ConversationMessagesDocument,
  SendConversationMessageDocument,
  StartConversationDocument,
  type ConversationAuthor,
} from '../../../gql/graphql';

/** A message of the conversation with the team, as the panel shows it. */
export interface PersonMessage {
  id: string;
  author: ConversationAuthor;
  authorName?: string | null;
  text: string;
}

/** Where the tab keeps the conversation's key (its chat session) and language, so a reload goes on with it. */
const STORAGE_KEY = 'chat-person';
/** The e-mail's link back: `#conversation=<session>` reopens it in the chat. */
const LINK_PATTERN = /^#conversation=([0-9a-f-]{36})$/i;

interface StoredConversation {
  session: string;
  language: Language;
}

/** The conversation this tab is in, if any (or the one an e-mail's link names, which it then keeps). */
export function storedConversation(language: Language): StoredConversation | undefined {
  try {
    const linked = LINK_PATTERN.exec(window.location.hash)?.[1];
    if (linked) {
      const stored = { session: linked.toLowerCase(), language };
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
      return stored;
    }
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as StoredConversation | null;
    return typeof stored?.session === 'string' ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** Does the page's address open a conversation (the e-mail's link)? */
export const linksToConversation = () => LINK_PATTERN.test(window.location.hash);

const byArrival = (list: PersonMessage[], message: PersonMessage) =>
  list.some((existing) => existing.id === message.id) ? list : [...list, message];

/**
 * The visitor's conversation with a person (issue 34): opened with startConversation from the chat's
 * session, its messages read once, then each new one (staff replies from Telegram or the inbox, the
 * visitor's own from any tab) from the conversationMessages subscription; the visitor writes with
 * sendConversationMessage.
 */
export function useConversation() {
  const { t, language } = useT();
  const client = useApolloClient();
  const [stored, setStored] = useState(() => storedConversation(language));
  const [messages, setMessages] = useState<PersonMessage[]>([]);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(stored ? 'loading' : 'ready');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const session = stored?.session;

  // Listening first, then the conversation so far: nothing written in between is missed.
  useEffect(() => {
    if (!session) return;
    let live = true;
    const subscription = client
      .subscribe({ query: ConversationMessagesDocument, variables: { session }, fetchPolicy: 'no-cache' })
      .subscribe({
        next: (result) => {
          const message = result.data?.conversationMessages;
          if (message && live) setMessages((current) => byArrival(current, message));
        },
        error: () => live && setState('failed'),
      });
    client
      .query({ query: ConversationDocument, variables: { session }, fetchPolicy: 'no-cache' })
      .then(({ data }) => {
        if (!live || !data) return;
        const known = data.conversation.messages;
        // What the subscription brought meanwhile goes after what was there.
        setMessages((current) => [...known, ...current.filter((message) => !known.some((k) => k.id === message.id))]);
        setState('ready');
      })
      .catch((error: unknown) => {
        if (!live) return;
        setFailure(errorText(error, t('person.loadFailed')));
        setState('failed');
      });
    return () => {
      live = false;
      subscription.unsubscribe();
    };
  }, [client, session, t]);

  const start = useCallback(
    async (input: { name: string; email: string; chatSession?: string }): Promise<boolean> => {
      setBusy(true);
      setFailure('');
      try {
        const { data } = await client.mutate({
          mutation: StartConversationDocument,
          variables: {
            input: {
              language,
              ...(input.chatSession ? { session: input.chatSession } : {}),
              ...(input.name.trim() ? { name: input.name } : {}),
              ...(input.email.trim() ? { email: input.email } : {}),
            },
          },
        });
        const conversation = data!.startConversation;
        const next = { session: conversation.session, language };
        try {
          sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
        } catch {
          // Storage off: the conversation lasts as long as the page.
        }
        setMessages(conversation.messages);
        setStored(next);
        setState('ready');
        return true;
      } catch (error) {
        setFailure(errorText(error, t('person.startFailed')));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [client, language, t],
  );

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      if (!session || !text.trim()) return false;
      setBusy(true);
      setFailure('');
      try {
        const { data } = await client.mutate({
          mutation: SendConversationMessageDocument,
          variables: { input: { session, text } },
        });
        if (data) setMessages((current) => byArrival(current, data.sendConversationMessage));
        return true;
      } catch (error) {
        setFailure(errorText(error, t('person.sendFailed')));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [client, session, t],
  );

  return { session, messages, state, failure, busy, start, send };
}
