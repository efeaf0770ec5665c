import { useCallback, useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnyContract, InputOf, Json, ResponseOf } from '@site/common';
import { callPage, type ApiError } from '../../app/api-client';
import { useLanguage } from '../../app/language';
import { keyOf, queryClient } from '../../app/query';

type Row<C extends AnyContract> = Json<ResponseOf<C>> extends (infer R)[] ? R : never;

/** The page sizes a staff list offers; the first is the default. */
export const PAGE_SIZES = [25, 50, 100] as const;

/** One page of a staff list as a component sees it. */
export interface StaffPage<R> {
  status: 'pending' | 'error' | 'success';
  error: ApiError | null;
  rows: R[];
  /** The whole (filtered) list's size: X-Total-Count. */
  total: number;
  /** A page is being asked for while the previous one stays on screen. */
  fetching: boolean;
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  reload: () => void;
  /** Changes loaded rows in place (a status set, a row removed) without asking the server again. */
  update: (change: (rows: R[]) => R[]) => void;
}

/**
 * One page of a `paged` staff list (`?limit=&offset=` plus the list's own filters, e.g. `q`): a new
 * search or filter starts again at the first page, and the previous page stays on screen while the
 * next one loads (no flash, no layout shift). `refetchInterval` keeps a list fresh while it is shown.
 */
export function useStaffPage<C extends AnyContract>(
  contract: C,
  filters: Omit<InputOf<C>, 'limit' | 'offset'>,
  options: { enabled?: boolean; refetchInterval?: number } = {},
): StaffPage<Row<C>> {
  const language = useLanguage();
  const filterKey = JSON.stringify(filters);
  // The page belongs to its search and filters: a new search starts again at the first page.
  const [position, setPosition] = useState({ filterKey, page: 0, pageSize: PAGE_SIZES[0] as number });
  const page = position.filterKey === filterKey ? position.page : 0;
  const { pageSize } = position;
  const input = useMemo(
    () => ({ ...filters, limit: pageSize, offset: page * pageSize || undefined }) as InputOf<C>,
    // filterKey stands for filters' content: a new object with the same values is the same query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filterKey, page, pageSize],
  );
  const queryKey = useMemo(() => keyOf(contract, input, language), [contract, input, language]);
  const query = useQuery<{ rows: Row<C>[]; total: number }, ApiError>(
    {
      queryKey,
      queryFn: async ({ signal }) =>
        (await callPage(contract, input, { language, signal })) as { rows: Row<C>[]; total: number },
      placeholderData: keepPreviousData,
      enabled: options.enabled ?? true,
      refetchInterval: options.refetchInterval,
    },
    queryClient,
  );
  const update = useCallback(
    (change: (rows: Row<C>[]) => Row<C>[]) =>
      queryClient.setQueryData<{ rows: Row<C>[]; total: number }>(queryKey, (data) => {
        if (!data) return data;
        const rows = change(data.rows);
        return { rows, total: data.total - (data.rows.length - rows.length) };
      }),
    [queryKey],
  );
  return {
    status: query.status,
    error: query.error,
    rows: query.data?.rows ?? [],
    total: query.data?.total ?? 0,
    fetching: query.isFetching,
    page,
    pageSize,
    setPage: (next) => setPosition({ filterKey, page: next, pageSize }),
    setPageSize: (size) => setPosition({ filterKey, page: 0, pageSize: size }),
    reload: () => void query.refetch(),
    update: (change) => void update(change),
  };
}

/** A search box's text, and the same text once typing has paused (what the list is asked with). */
export function useSearchText(initial = '', delayMs = 300): [string, string, (text: string) => void] {
  const [text, setText] = useState(initial);
  const [settled, setSettled] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return [text, settled, setText];
}
