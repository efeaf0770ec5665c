/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The conversation so far (at most 15 messages, the last one the visitor’s) and its language */
export type ChatInput = {
  /** The language the answer is written in */
  language?: Language;
  messages: Array<ChatMessageInput>;
};

/** The chat's hand-off (REST twin: POST /api/chat/lead): a name, an e-mail address or a phone number (at least one), the question and the conversation's last messages */
export type ChatLeadInput = {
  email?: string | null | undefined;
  language?: Language;
  /** The question for the team, 1 to 2000 characters */
  message: string;
  name: string;
  phone?: string | null | undefined;
  /** At most 15 messages of the conversation */
  transcript?: Array<ChatMessageInput> | null | undefined;
  /** Leave empty: a field only bots fill in */
  website?: string | null | undefined;
};

/** One message of the conversation (SPEC §3 "Chat request") */
export type ChatMessageInput = {
  /** 1 to 2000 characters */
  content: string;
  role: ChatRole;
};

/** Who wrote a chat message: the visitor or the assistant */
export type ChatRole =
  | 'assistant'
  | 'user';

/** The contact form of SPEC §3; validated on the server with the same schema as the form */
export type ContactInput = {
  email: string;
  language?: Language;
  message: string;
  name: string;
  phone?: string | null | undefined;
  /** One of the seven service option values, e.g. web-design */
  service: string;
  /** Leave empty: a field only bots fill in */
  website?: string | null | undefined;
};

/** The two languages of the site */
export type Language =
  | 'en'
  | 'km';

/** The newsletter form of SPEC §3 */
export type NewsletterInput = {
  email: string;
  language?: Language;
  name?: string | null | undefined;
  /** Leave empty: a field only bots fill in */
  website?: string | null | undefined;
};

export type ChatSubscriptionVariables = Exact<{
  input: ChatInput;
}>;


export type ChatSubscription = { chat: { text: string, handoff: boolean } };

export type SubmitChatLeadMutationVariables = Exact<{
  input: ChatLeadInput;
}>;


export type SubmitChatLeadMutation = { submitChatLead: { message: string } };

export type SubmitContactMutationVariables = Exact<{
  input: ContactInput;
}>;


export type SubmitContactMutation = { submitContact: { message: string } };

export type SubscribeNewsletterMutationVariables = Exact<{
  input: NewsletterInput;
}>;


export type SubscribeNewsletterMutation = { subscribeNewsletter: { message: string } };

export type ServerTimeSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ServerTimeSubscription = { serverTime: { businessLocalTime: string, isBusinessOpen: boolean } };


export const ChatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"Chat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChatInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"handoff"}}]}}]}}]} as unknown as DocumentNode<ChatSubscription, ChatSubscriptionVariables>;
export const SubmitChatLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitChatLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChatLeadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitChatLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubmitChatLeadMutation, SubmitChatLeadMutationVariables>;
export const SubmitContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubmitContactMutation, SubmitContactMutationVariables>;
export const SubscribeNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscribeNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribeNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>;
export const ServerTimeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ServerTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serverTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessLocalTime"}},{"kind":"Field","name":{"kind":"Name","value":"isBusinessOpen"}}]}}]}}]} as unknown as DocumentNode<ServerTimeSubscription, ServerTimeSubscriptionVariables>;