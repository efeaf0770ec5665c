import { startTransition, useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import {
  notifyManager,
  QueryClient,
  QueryObserver,
  useInfiniteQuery,
  useMutation,
  type InfiniteData,
  type QueryObserverOptions,
  type QueryObserverResult,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { AnyContract, InputOf, Json, ResponseOf } from '@site/common';
import { call, callPage, type ApiError } from './api-client';
import { useLanguage } from './language';

/**
 * The page's one QueryClient: loading, error and cache state of every REST call (SPEC §9: no refetch
 * interval, none on focus or reconnect, never stale, no retries). It is handed to each hook instead of
 * a context provider at the root, so @tanstack/react-query loads only with the chunks that call the
 * api (forms, booking, checkout, dashboard), never with a content page's first JavaScript.
 * `gcTime: 0`: an answer is forgotten once nothing shows it, so every opening of a dialog or page asks afresh.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Infinity,
      gcTime: 0,
      retry: false,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
    mutations: { retry: false },
  },
});

// The language is part of the key: the server's messages are in it.
export const keyOf = (contract: AnyContract, input: unknown, language: string) =>
  [contract.method, contract.path, input, language] as const;

/**
 * A query as `useQuery` runs it (the same observer, options, optimistic first result and tracked
 * properties), except that what arrives later renders as a transition: `useQuery` hands its results to
 * React as an external store, which React always renders synchronously, in one task however much it
 * draws. On the booking page the month's free days arriving re-rendered the page with the calendar
 * (whose code had just loaded) in one task of ~200 ms with the CPU slowed four times; as a transition
 * React renders it in slices of a few milliseconds, and what is on screen stays consistent meanwhile.
 */
function useTransitionQuery<T>(options: QueryObserverOptions<T, ApiError>): QueryObserverResult<T, ApiError> {
  const defaulted = queryClient.defaultQueryOptions(options);
  defaulted._optimisticResults = 'optimistic';
  const [observer] = useState(() => new QueryObserver<T, ApiError>(queryClient, defaulted));
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const result = observer.getOptimisticResult(defaulted);
  useEffect(() => {
    observer.setOptions(defaulted);
  }, [defaulted, observer]);
  useEffect(() => {
    const unsubscribe = observer.subscribe(notifyManager.batchCalls(() => startTransition(rerender)));
    // A change between the render and this subscription (the query may have settled meanwhile).
    observer.updateResult();
    return unsubscribe;
  }, [observer]);
  return observer.trackResult(result);
}

/**
 * A GET contract's answer in the page's language, asked while `enabled` (default true). A page that
 * waits for something (an order's payment) may ask again with `refetchInterval`; nothing else does.
 */
export function useApiQuery<C extends AnyContract>(
  contract: C,
  input: InputOf<C>,
  options: Pick<UseQueryOptions<Json<ResponseOf<C>>, ApiError>, 'enabled' | 'refetchInterval'> = {},
) {
  const language = useLanguage();
  return useTransitionQuery<Json<ResponseOf<C>>>({
    queryKey: keyOf(contract, input, language),
    queryFn: ({ signal }) => call(contract, input, { language, signal }),
    ...options,
  });
}

/** A POST or PATCH contract: `mutateAsync(input)` resolves with its answer or throws an ApiError. */
export function useApiMutation<C extends AnyContract>(contract: C) {
  const language = useLanguage();
  return useMutation<Json<ResponseOf<C>>, ApiError, InputOf<C>>(
    { mutationFn: (input) => call(contract, input, { language }) },
    queryClient,
  );
}

type Row<C extends AnyContract> = Json<ResponseOf<C>> extends (infer R)[] ? R : never;
interface PageOf<R> {
  rows: R[];
  total: number;
}

/** A paged staff list as a component sees it. */
export interface ApiPages<R> {
  status: 'pending' | 'error' | 'success';
  error: ApiError | null;
  /** The rows loaded so far, in the list's order. */
  rows: R[];
  /** The whole list's size (X-Total-Count). */
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** Asks for the list again (after an error). */
  reload: () => void;
  update: (change: (rows: R[]) => R[]) => void;
}

/**
 * A `paged` staff list (`?limit=&offset=`): the rows loaded so far, the whole list's size, and
 * `loadMore` for the next page. `update` changes loaded rows in place (a status set, a row removed);
 * the next page then starts after the rows still listed.
 */
export function useApiPages<C extends AnyContract>(
  contract: C,
  input: InputOf<C>,
  options: { enabled?: boolean } = {},
): ApiPages<Row<C>> {
  const language = useLanguage();
  const queryKey = useMemo(() => keyOf(contract, input, language), [contract, input, language]);
  const query = useInfiniteQuery<
    PageOf<Row<C>>,
    ApiError,
    InfiniteData<PageOf<Row<C>>, number>,
    typeof queryKey,
    number
  >(
    {
      queryKey,
      initialPageParam: 0,
      queryFn: async ({ pageParam, signal }) =>
        // The first page is the plain call of SPEC §7 (no query).
        (await callPage(contract, { ...input, offset: pageParam || undefined }, { language, signal })) as PageOf<
          Row<C>
        >,
      getNextPageParam: (last, pages) => {
        const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
        return last.rows.length > 0 && loaded < last.total ? loaded : undefined;
      },
      enabled: options.enabled ?? true,
    },
    queryClient,
  );
  const pages = query.data?.pages ?? [];
  // A row added meanwhile shifts later pages by one: keep the first copy of each id.
  const rows = dedupe(pages.flatMap((page) => page.rows));
  const update = useCallback(
    (change: (rows: Row<C>[]) => Row<C>[]) =>
      void queryClient.setQueryData<InfiniteData<PageOf<Row<C>>, number>>(queryKey, (data) => {
        if (!data) return data;
        return {
          ...data,
          pages: data.pages.map((page) => {
            const next = change(page.rows);
            return { rows: next, total: page.total - (page.rows.length - next.length) };
          }),
        };
      }),
    [queryKey],
  );
  return {
    status: query.status,
    error: query.error,
    rows,
    total: pages.at(-1)?.total ?? 0,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    reload: () => void query.refetch(),
    update,
  };
}

function dedupe<R>(rows: R[]): R[] {
  const seen = new Set<unknown>();
  return rows.filter((row) => {
    const id = (row as { id?: unknown }).id;
    if (id === undefined) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
