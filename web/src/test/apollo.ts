import {
  ApolloClient,
  ApolloLink,
  InMemoryCache,
  type OperationVariables,
  type TypedDocumentNode,
} from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { MockLink } from '@apollo/client/testing';
import { getOperationAST, type GraphQLFormattedError } from 'graphql';
import { Observable, type Subscriber } from 'rxjs';
import { APOLLO_DEFAULT_OPTIONS, CACHE_CONFIG } from '../app/apollo';
import type { ErrorCode } from '../app/graphql-errors';
import { SHIPPED_SETTINGS } from '../features/settings/useSiteSettings';
import { SiteSettingsDocument } from '../gql/graphql';

/**
 * Apollo in component tests: the app's client options over a MockLink of typed answers built from the
 * generated documents (web/src/gql/graphql.ts), so a renamed field or variable fails to compile.
 *
 *   renderAt('/', <ContactForm />, {
 *     mocks: [mockOperation(SubmitContactDocument, { input }, { data: { submitContact: { message: 'Sent' } } })],
 *   });
 *   mockOperation(SubmitContactDocument, { input }, graphQLError({ code: 'BAD_USER_INPUT', message, fields }))
 *
 * Each answer is used once (add it twice for two calls); an operation without a matching answer fails
 * with MockLink's warning, which names the variables it got. The site settings, which the footer and
 * contact details of many screens ask for, are answered with the shipped ones unless a test gives its own;
 * a subscription a test does not drive (mockSubscription) stays open and sends nothing.
 */

/** A refusal or failure instead of data: see graphQLError, httpError, networkError. */
export type Refusal = { errors: GraphQLFormattedError[] } | { error: Error };

const operationName = (document: TypedDocumentNode<unknown, never>): string => {
  const name = getOperationAST(document)?.name?.value;
  if (!name) throw new Error('A mocked document needs one named operation');
  return name;
};

/**
 * The answer to one query or mutation: `variables` are those it must be sent with (or a check of
 * them), `answer` its data or a refusal. Typed by the document.
 */
export function mockOperation<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  // NoInfer: the types come from the document alone, so an unknown field is an error here too.
  variables: NoInfer<TVariables> | ((variables: TVariables) => boolean),
  answer: { data: NoInfer<TData> } | Refusal,
): MockLink.MockedResponse<TData, TVariables> {
  const request = { query: document, variables };
  if ('error' in answer) return { request, error: answer.error };
  return { request, result: 'errors' in answer ? { errors: answer.errors } : { data: answer.data } };
}

/** The api refusing an operation as api/src/graphql/errors.ts writes it: a message for the visitor, its code, field messages. */
export function graphQLError({
  message,
  code,
  fields,
  retryAfter,
}: {
  message: string;
  code: ErrorCode;
  fields?: Record<string, string>;
  retryAfter?: number;
}): Refusal {
  return {
    errors: [{ message, extensions: { code, ...(fields ? { fields } : {}), ...(retryAfter ? { retryAfter } : {}) } }],
  };
}

/** An HTTP answer that is not GraphQL's (a proxy's 502 page, …): Apollo's ServerError. */
export function httpError(status: number, bodyText: string, statusText = `status ${status}`): Refusal {
  const response = { status, statusText, ok: false, headers: new Headers({ 'content-type': 'text/plain' }) };
  return {
    error: new ServerError(`Response not successful: Received status code ${status}`, {
      response: response as Response,
      bodyText,
    }),
  };
}

/** No answer at all (offline): fetch's own failure. */
export const networkError = (): Refusal => ({ error: new TypeError('Failed to fetch') });

/**
 * A subscription the test drives: `next` sends data to the latest subscriber, `refuse` an api error as
 * graphql-ws delivers it, `fail` a lost socket; `requests` holds the variables of every start.
 * `onStart` answers each subscription as it starts, instead of by hand.
 */
export interface SubscriptionMock<TData, TVariables> {
  readonly operationName: string;
  readonly requests: TVariables[];
  onStart?: (mock: SubscriptionMock<TData, TVariables>) => void;
  next(data: TData): void;
  refuse(error: GraphQLFormattedError): void;
  fail(error?: Error): void;
  complete(): void;
  /** The link side (renderAt's client calls it). */
  start(variables: TVariables, observer: Subscriber<ApolloLink.Result>): void;
}

export function mockSubscription<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
): SubscriptionMock<TData, TVariables> {
  let current: Subscriber<ApolloLink.Result> | undefined;
  const latest = () => {
    if (!current) throw new Error(`No ${mock.operationName} subscription is running`);
    return current;
  };
  const mock: SubscriptionMock<TData, TVariables> = {
    operationName: operationName(document),
    requests: [],
    next: (data) => latest().next({ data: data as Record<string, unknown> }),
    // As Apollo's GraphQLWsLink reports graphql-ws's error message.
    refuse: (error) => latest().error(new CombinedGraphQLErrors({ errors: [error] })),
    fail: (error = new Error('Socket closed with event 1006')) => latest().error(error),
    complete: () => latest().complete(),
    start: (variables, observer) => {
      current = observer;
      mock.requests.push(variables);
      mock.onStart?.(mock);
    },
  };
  return mock;
}

interface SentOperation {
  operationName: string;
  variables: OperationVariables;
}
let sent: SentOperation[] = [];
let gate: Promise<void> = Promise.resolve();

/** The variables of every `document` operation sent during this test, in order. */
export function sentVariables<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
): TVariables[] {
  const name = operationName(document);
  return sent
    .filter((operation) => operation.operationName === name)
    .map((operation) => operation.variables as TVariables);
}

/** Holds the answers to queries and mutations until the returned function is called: to look at a pending state. */
export function holdAnswers(): () => void {
  let release!: () => void;
  gate = new Promise((resolve) => {
    release = resolve;
  });
  return () => release();
}

export interface TestApolloOptions {
  mocks?: ReadonlyArray<MockLink.MockedResponse<Record<string, unknown>, OperationVariables>>;
  subscriptions?: ReadonlyArray<Pick<SubscriptionMock<unknown, never>, 'operationName' | 'start'>>;
}

/** Forgets what was sent and opens held answers (test/setup.ts, after each test). */
export function resetApolloMocks(): void {
  sent = [];
  gate = Promise.resolve();
}

/** A client with the app's options over the given answers (renderAt makes one per render). */
export function createTestApolloClient({ mocks = [], subscriptions = [] }: TestApolloOptions = {}): ApolloClient {
  const record = new ApolloLink((operation, forward) => {
    sent.push({ operationName: operation.operationName ?? '', variables: operation.variables });
    return forward(operation);
  });
  const subscriptionOf = (name: string | undefined) => subscriptions.find((mock) => mock.operationName === name);
  // A subscription the test does not drive is open and quiet (no update comes), as a live one is most of the time.
  const isSubscription = (operation: ApolloLink.Operation) =>
    getOperationAST(operation.query, operation.operationName)?.operation === 'subscription';
  const subscriptionLink = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) =>
        subscriptionOf(operation.operationName)?.start(operation.variables as never, observer),
      ),
  );
  const held = new ApolloLink((operation, forward) => {
    const opened = gate;
    return new Observable<ApolloLink.Result>((observer) => {
      let inner: { unsubscribe(): void } | undefined;
      let closed = false;
      void opened.then(() => {
        if (!closed) inner = forward(operation).subscribe(observer);
      });
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    });
  });
  const settingsGiven = mocks.some((mock) => mock.request.query === SiteSettingsDocument);
  const settings: MockLink.MockedResponse<Record<string, unknown>, OperationVariables> = {
    request: { query: SiteSettingsDocument, variables: {} },
    result: { data: { siteSettings: SHIPPED_SETTINGS } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  const mockLink = new MockLink(settingsGiven ? mocks : [...mocks, settings], { defaultOptions: { delay: 0 } });
  return new ApolloClient({
    link: ApolloLink.from([
      record,
      ApolloLink.split(
        (operation) => Boolean(subscriptionOf(operation.operationName)) || isSubscription(operation),
        subscriptionLink,
        ApolloLink.from([held, mockLink]),
      ),
    ]),
    cache: new InMemoryCache(CACHE_CONFIG),
    defaultOptions: APOLLO_DEFAULT_OPTIONS,
  });
}
