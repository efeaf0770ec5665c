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

/** A package to buy (the amount comes from the server’s package table) */
export type CheckoutInput = {
  /** Where the receipt goes (KHQR; a card’s comes from the card form) */
  email?: string | null | undefined;
  language?: Language | null | undefined;
  /** starter, professional or enterprise */
  package: string;
};

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

/** Which order: the id checkout received, or a card payment’s reference from its return URL */
export type OrderReferenceInput = {
  order?: string | number | null | undefined;
  /** Stripe’s ?payment_intent=pi_… of the return URL */
  paymentIntent?: string | null | undefined;
};

/** pending until the payment provider confirms (Stripe by webhook, a KHQR code by the server asking Bakong); paid is final; failed can still become paid on a retry; expired: a KHQR code whose time ran out unpaid */
export type OrderStatus =
  | 'expired'
  | 'failed'
  | 'paid'
  | 'pending';

/** khqr: the Cambodian national QR code, paid from a banking app and settled through Bakong; card: through Stripe */
export type PaymentMethod =
  | 'card'
  | 'khqr';

/** admin (ADMIN_EMAILS) or staff (every other signed-in user) */
export type Role =
  | 'admin'
  | 'staff';

export type AuthProviderQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthProviderQuery = { authProvider: { name: string } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, email: string | null, firstName: string | null, lastName: string | null, profileImageUrl: string | null, role: Role } | null };

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

export type CreateCardPaymentMutationVariables = Exact<{
  input: CheckoutInput;
}>;


export type CreateCardPaymentMutation = { createCardPayment: { clientSecret: string, publishableKey: string } };

export type CreateKhqrPaymentMutationVariables = Exact<{
  input: CheckoutInput;
}>;


export type CreateKhqrPaymentMutation = { createKhqrPayment: { orderId: string, qr: string, md5: string, amount: number, currency: string, expiresAt: string, merchantName: string, qrImage: string } };

export type OrderStatusQueryVariables = Exact<{
  reference: OrderReferenceInput;
}>;


export type OrderStatusQuery = { orderStatus: { status: OrderStatus, package: string, amount: number, method: PaymentMethod } };

export type OrderStatusUpdatesSubscriptionVariables = Exact<{
  reference: OrderReferenceInput;
}>;


export type OrderStatusUpdatesSubscription = { orderStatus: { status: OrderStatus, package: string, amount: number, method: PaymentMethod } };

export type PaymentMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentMethodsQuery = { paymentMethods: { methods: Array<PaymentMethod> } };


export const AuthProviderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AuthProviderQuery, AuthProviderQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const ChatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"Chat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChatInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"handoff"}}]}}]}}]} as unknown as DocumentNode<ChatSubscription, ChatSubscriptionVariables>;
export const SubmitChatLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitChatLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChatLeadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitChatLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubmitChatLeadMutation, SubmitChatLeadMutationVariables>;
export const SubmitContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubmitContactMutation, SubmitContactMutationVariables>;
export const SubscribeNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscribeNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribeNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>;
export const ServerTimeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ServerTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serverTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessLocalTime"}},{"kind":"Field","name":{"kind":"Name","value":"isBusinessOpen"}}]}}]}}]} as unknown as DocumentNode<ServerTimeSubscription, ServerTimeSubscriptionVariables>;
export const CreateCardPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCardPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCardPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"publishableKey"}}]}}]}}]} as unknown as DocumentNode<CreateCardPaymentMutation, CreateCardPaymentMutationVariables>;
export const CreateKhqrPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateKhqrPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createKhqrPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"qr"}},{"kind":"Field","name":{"kind":"Name","value":"md5"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"merchantName"}},{"kind":"Field","name":{"kind":"Name","value":"qrImage"}}]}}]}}]} as unknown as DocumentNode<CreateKhqrPaymentMutation, CreateKhqrPaymentMutationVariables>;
export const OrderStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderReferenceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"method"}}]}}]}}]} as unknown as DocumentNode<OrderStatusQuery, OrderStatusQueryVariables>;
export const OrderStatusUpdatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OrderStatusUpdates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderReferenceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"method"}}]}}]}}]} as unknown as DocumentNode<OrderStatusUpdatesSubscription, OrderStatusUpdatesSubscriptionVariables>;
export const PaymentMethodsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"methods"}}]}}]}}]} as unknown as DocumentNode<PaymentMethodsQuery, PaymentMethodsQueryVariables>;