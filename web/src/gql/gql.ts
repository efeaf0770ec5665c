/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query AuthProvider {\n  authProvider {\n    name\n  }\n}": typeof types.AuthProviderDocument,
    "query Me {\n  me {\n    id\n    email\n    firstName\n    lastName\n    profileImageUrl\n    role\n  }\n}": typeof types.MeDocument,
    "query Availability($date: String!, $timezone: String!, $duration: Int, $token: String) {\n  availability(\n    date: $date\n    timezone: $timezone\n    duration: $duration\n    token: $token\n  ) {\n    timeSlots\n  }\n}": typeof types.AvailabilityDocument,
    "query BookableDays($month: String!, $timezone: String!, $duration: Int, $token: String) {\n  bookableDays(\n    month: $month\n    timezone: $timezone\n    duration: $duration\n    token: $token\n  ) {\n    days\n  }\n}": typeof types.BookableDaysDocument,
    "mutation CancelBookingByLink($token: String!) {\n  cancelBookingByLink(token: $token) {\n    message\n  }\n}": typeof types.CancelBookingByLinkDocument,
    "mutation CreateBooking($input: BookingInput!) {\n  createBooking(input: $input) {\n    message\n    booking {\n      startsAt\n      endsAt\n      service\n      duration\n      timezone\n    }\n    calendarUrl\n    manageUrl\n  }\n}": typeof types.CreateBookingDocument,
    "query ManagedBooking($token: String!) {\n  managedBooking(token: $token) {\n    status\n    startsAt\n    endsAt\n    service\n    duration\n    changeable\n    noticeHours\n    calendarUrl\n  }\n}": typeof types.ManagedBookingDocument,
    "mutation RescheduleBooking($input: RescheduleInput!) {\n  rescheduleBooking(input: $input) {\n    message\n    booking {\n      startsAt\n      endsAt\n      service\n      duration\n      timezone\n    }\n    calendarUrl\n    manageUrl\n  }\n}": typeof types.RescheduleBookingDocument,
    "subscription Chat($input: ChatInput!) {\n  chat(input: $input) {\n    text\n    handoff\n  }\n}": typeof types.ChatDocument,
    "mutation SubmitChatLead($input: ChatLeadInput!) {\n  submitChatLead(input: $input) {\n    message\n  }\n}": typeof types.SubmitChatLeadDocument,
    "mutation SubmitContact($input: ContactInput!) {\n  submitContact(input: $input) {\n    message\n  }\n}": typeof types.SubmitContactDocument,
    "mutation SubscribeNewsletter($input: NewsletterInput!) {\n  subscribeNewsletter(input: $input) {\n    message\n  }\n}": typeof types.SubscribeNewsletterDocument,
    "subscription ServerTime {\n  serverTime {\n    businessLocalTime\n    isBusinessOpen\n  }\n}": typeof types.ServerTimeDocument,
    "mutation CreateCardPayment($input: CheckoutInput!) {\n  createCardPayment(input: $input) {\n    clientSecret\n    publishableKey\n  }\n}": typeof types.CreateCardPaymentDocument,
    "mutation CreateKhqrPayment($input: CheckoutInput!) {\n  createKhqrPayment(input: $input) {\n    orderId\n    qr\n    md5\n    amount\n    currency\n    expiresAt\n    merchantName\n    qrImage\n  }\n}": typeof types.CreateKhqrPaymentDocument,
    "query OrderStatus($reference: OrderReferenceInput!) {\n  orderStatus(reference: $reference) {\n    status\n    package\n    amount\n    method\n  }\n}": typeof types.OrderStatusDocument,
    "subscription OrderStatusUpdates($reference: OrderReferenceInput!) {\n  orderStatus(reference: $reference) {\n    status\n    package\n    amount\n    method\n  }\n}": typeof types.OrderStatusUpdatesDocument,
    "query PaymentMethods {\n  paymentMethods {\n    methods\n  }\n}": typeof types.PaymentMethodsDocument,
};
const documents: Documents = {
    "query AuthProvider {\n  authProvider {\n    name\n  }\n}": types.AuthProviderDocument,
    "query Me {\n  me {\n    id\n    email\n    firstName\n    lastName\n    profileImageUrl\n    role\n  }\n}": types.MeDocument,
    "query Availability($date: String!, $timezone: String!, $duration: Int, $token: String) {\n  availability(\n    date: $date\n    timezone: $timezone\n    duration: $duration\n    token: $token\n  ) {\n    timeSlots\n  }\n}": types.AvailabilityDocument,
    "query BookableDays($month: String!, $timezone: String!, $duration: Int, $token: String) {\n  bookableDays(\n    month: $month\n    timezone: $timezone\n    duration: $duration\n    token: $token\n  ) {\n    days\n  }\n}": types.BookableDaysDocument,
    "mutation CancelBookingByLink($token: String!) {\n  cancelBookingByLink(token: $token) {\n    message\n  }\n}": types.CancelBookingByLinkDocument,
    "mutation CreateBooking($input: BookingInput!) {\n  createBooking(input: $input) {\n    message\n    booking {\n      startsAt\n      endsAt\n      service\n      duration\n      timezone\n    }\n    calendarUrl\n    manageUrl\n  }\n}": types.CreateBookingDocument,
    "query ManagedBooking($token: String!) {\n  managedBooking(token: $token) {\n    status\n    startsAt\n    endsAt\n    service\n    duration\n    changeable\n    noticeHours\n    calendarUrl\n  }\n}": types.ManagedBookingDocument,
    "mutation RescheduleBooking($input: RescheduleInput!) {\n  rescheduleBooking(input: $input) {\n    message\n    booking {\n      startsAt\n      endsAt\n      service\n      duration\n      timezone\n    }\n    calendarUrl\n    manageUrl\n  }\n}": types.RescheduleBookingDocument,
    "subscription Chat($input: ChatInput!) {\n  chat(input: $input) {\n    text\n    handoff\n  }\n}": types.ChatDocument,
    "mutation SubmitChatLead($input: ChatLeadInput!) {\n  submitChatLead(input: $input) {\n    message\n  }\n}": types.SubmitChatLeadDocument,
    "mutation SubmitContact($input: ContactInput!) {\n  submitContact(input: $input) {\n    message\n  }\n}": types.SubmitContactDocument,
    "mutation SubscribeNewsletter($input: NewsletterInput!) {\n  subscribeNewsletter(input: $input) {\n    message\n  }\n}": types.SubscribeNewsletterDocument,
    "subscription ServerTime {\n  serverTime {\n    businessLocalTime\n    isBusinessOpen\n  }\n}": types.ServerTimeDocument,
    "mutation CreateCardPayment($input: CheckoutInput!) {\n  createCardPayment(input: $input) {\n    clientSecret\n    publishableKey\n  }\n}": types.CreateCardPaymentDocument,
    "mutation CreateKhqrPayment($input: CheckoutInput!) {\n  createKhqrPayment(input: $input) {\n    orderId\n    qr\n    md5\n    amount\n    currency\n    expiresAt\n    merchantName\n    qrImage\n  }\n}": types.CreateKhqrPaymentDocument,
    "query OrderStatus($reference: OrderReferenceInput!) {\n  orderStatus(reference: $reference) {\n    status\n    package\n    amount\n    method\n  }\n}": types.OrderStatusDocument,
    "subscription OrderStatusUpdates($reference: OrderReferenceInput!) {\n  orderStatus(reference: $reference) {\n    status\n    package\n    amount\n    method\n  }\n}": types.OrderStatusUpdatesDocument,
    "query PaymentMethods {\n  paymentMethods {\n    methods\n  }\n}": types.PaymentMethodsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuthProvider {\n  authProvider {\n    name\n  }\n}"): (typeof documents)["query AuthProvider {\n  authProvider {\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    id\n    email\n    firstName\n    lastName\n    profileImageUrl\n    role\n  }\n}"): (typeof documents)["query Me {\n  me {\n    id\n    email\n    firstName\n    lastName\n    profileImageUrl\n    role\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Availability($date: String!, $timezone: String!, $duration: Int, $token: String) {\n  availability(\n    date: $date\n    timezone: $timezone\n    duration: $duration\n    token: $token\n  ) {\n    timeSlots\n  }\n}"): (typeof documents)["query Availability($date: String!, $timezone: String!, $duration: Int, $token: String) {\n  availability(\n    date: $date\n    timezone: $timezone\n    duration: $duration\n    token: $token\n  ) {\n    timeSlots\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BookableDays($month: String!, $timezone: String!, $duration: Int, $token: String) {\n  bookableDays(\n    month: $month\n    timezone: $timezone\n    duration: $duration\n    token: $token\n  ) {\n    days\n  }\n}"): (typeof documents)["query BookableDays($month: String!, $timezone: String!, $duration: Int, $token: String) {\n  bookableDays(\n    month: $month\n    timezone: $timezone\n    duration: $duration\n    token: $token\n  ) {\n    days\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelBookingByLink($token: String!) {\n  cancelBookingByLink(token: $token) {\n    message\n  }\n}"): (typeof documents)["mutation CancelBookingByLink($token: String!) {\n  cancelBookingByLink(token: $token) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateBooking($input: BookingInput!) {\n  createBooking(input: $input) {\n    message\n    booking {\n      startsAt\n      endsAt\n      service\n      duration\n      timezone\n    }\n    calendarUrl\n    manageUrl\n  }\n}"): (typeof documents)["mutation CreateBooking($input: BookingInput!) {\n  createBooking(input: $input) {\n    message\n    booking {\n      startsAt\n      endsAt\n      service\n      duration\n      timezone\n    }\n    calendarUrl\n    manageUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ManagedBooking($token: String!) {\n  managedBooking(token: $token) {\n    status\n    startsAt\n    endsAt\n    service\n    duration\n    changeable\n    noticeHours\n    calendarUrl\n  }\n}"): (typeof documents)["query ManagedBooking($token: String!) {\n  managedBooking(token: $token) {\n    status\n    startsAt\n    endsAt\n    service\n    duration\n    changeable\n    noticeHours\n    calendarUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RescheduleBooking($input: RescheduleInput!) {\n  rescheduleBooking(input: $input) {\n    message\n    booking {\n      startsAt\n      endsAt\n      service\n      duration\n      timezone\n    }\n    calendarUrl\n    manageUrl\n  }\n}"): (typeof documents)["mutation RescheduleBooking($input: RescheduleInput!) {\n  rescheduleBooking(input: $input) {\n    message\n    booking {\n      startsAt\n      endsAt\n      service\n      duration\n      timezone\n    }\n    calendarUrl\n    manageUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription Chat($input: ChatInput!) {\n  chat(input: $input) {\n    text\n    handoff\n  }\n}"): (typeof documents)["subscription Chat($input: ChatInput!) {\n  chat(input: $input) {\n    text\n    handoff\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubmitChatLead($input: ChatLeadInput!) {\n  submitChatLead(input: $input) {\n    message\n  }\n}"): (typeof documents)["mutation SubmitChatLead($input: ChatLeadInput!) {\n  submitChatLead(input: $input) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubmitContact($input: ContactInput!) {\n  submitContact(input: $input) {\n    message\n  }\n}"): (typeof documents)["mutation SubmitContact($input: ContactInput!) {\n  submitContact(input: $input) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubscribeNewsletter($input: NewsletterInput!) {\n  subscribeNewsletter(input: $input) {\n    message\n  }\n}"): (typeof documents)["mutation SubscribeNewsletter($input: NewsletterInput!) {\n  subscribeNewsletter(input: $input) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ServerTime {\n  serverTime {\n    businessLocalTime\n    isBusinessOpen\n  }\n}"): (typeof documents)["subscription ServerTime {\n  serverTime {\n    businessLocalTime\n    isBusinessOpen\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateCardPayment($input: CheckoutInput!) {\n  createCardPayment(input: $input) {\n    clientSecret\n    publishableKey\n  }\n}"): (typeof documents)["mutation CreateCardPayment($input: CheckoutInput!) {\n  createCardPayment(input: $input) {\n    clientSecret\n    publishableKey\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateKhqrPayment($input: CheckoutInput!) {\n  createKhqrPayment(input: $input) {\n    orderId\n    qr\n    md5\n    amount\n    currency\n    expiresAt\n    merchantName\n    qrImage\n  }\n}"): (typeof documents)["mutation CreateKhqrPayment($input: CheckoutInput!) {\n  createKhqrPayment(input: $input) {\n    orderId\n    qr\n    md5\n    amount\n    currency\n    expiresAt\n    merchantName\n    qrImage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderStatus($reference: OrderReferenceInput!) {\n  orderStatus(reference: $reference) {\n    status\n    package\n    amount\n    method\n  }\n}"): (typeof documents)["query OrderStatus($reference: OrderReferenceInput!) {\n  orderStatus(reference: $reference) {\n    status\n    package\n    amount\n    method\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription OrderStatusUpdates($reference: OrderReferenceInput!) {\n  orderStatus(reference: $reference) {\n    status\n    package\n    amount\n    method\n  }\n}"): (typeof documents)["subscription OrderStatusUpdates($reference: OrderReferenceInput!) {\n  orderStatus(reference: $reference) {\n    status\n    package\n    amount\n    method\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentMethods {\n  paymentMethods {\n    methods\n  }\n}"): (typeof documents)["query PaymentMethods {\n  paymentMethods {\n    methods\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;