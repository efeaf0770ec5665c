import { useCallback, useEffect, useMemo, useState } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useSearchParamsEditor } from '../../app/searchParams';
import { useStaffActivity, type StaffActivityKind } from './useStaffActivity';

/** The page sizes a staff list offers; the first is the default. */
export const PAGE_SIZES = [25, 50, 100] as const;

/** One page of a staff list as the api answers it (ContactSubmissionPage, BookingPage, OrderPage…). */
interface Page<R> {
  rows: R[];
  total: number;
}
type RowOf<P> = P extends { rows: (infer R)[] } ? R : never;
/** The variables a paged list's query takes for its page; the rest are its search and filters. */
type PageVariables = 'limit' | 'offset';

/** One page of a staff list as a component sees it. */
export interface StaffPage<R> {
  status: 'pending' | 'error' | 'success';
  /** What the query failed with (read it with app/graphql-errors). */
  error: unknown;
  rows: R[];
  /** The whole (filtered) list's size. */
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
 * One page of a paged staff list: `document` is its query (`limit`, `offset` and the list's own
 * filters, e.g. `search`), `field` the query's one root field, a `{ rows total limit offset }` page.
 * A new search or filter starts again at the first page, and the previous page stays on screen while
 * the next one loads (no flash, no layout shift). `live`: the Recent Activity kinds that change this
 * list; when one happens (on any instance: the staffActivity subscription), the page is asked again.
 */
export function useStaffPage<TData, K extends keyof TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  field: K,
  filters: Omit<TVariables, PageVariables>,
  options: { skip?: boolean; live?: readonly StaffActivityKind[] } = {},
): StaffPage<RowOf<TData[K]>> {
  type Row = RowOf<TData[K]>;
  const filterKey = JSON.stringify(filters);
  // The page belongs to its search and filters: a new search starts again at the first page.
  const [position, setPosition] = useState({ filterKey, page: 0, pageSize: PAGE_SIZES[0] as number });
  const page = position.filterKey === filterKey ? position.page : 0;
  const { pageSize } = position;
  const variables = useMemo(
    () =>
      ({
        // An unset filter is left out, not sent as null.
        ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)),
        limit: pageSize,
        offset: page * pageSize,
      }) as unknown as TVariables,
    // filterKey stands for filters' content: a new object with the same values is the same query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filterKey, page, pageSize],
  );
  const query = useQuery<TData, TVariables>(document, {
    variables,
    skip: options.skip,
  } as useQuery.Options<TData, TVariables>);
  const { refetch, updateQuery } = query;
  const reload = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  useStaffActivity(
    (event) => {
      if (options.live?.includes(event.kind)) reload();
    },
    { skip: options.skip || !options.live?.length },
  );
  const shown = (query.data ?? query.previousData) as TData | undefined;
  const current = shown?.[field] as Page<Row> | undefined;
  const update = useCallback(
    (change: (rows: Row[]) => Row[]) =>
      updateQuery((data) => {
        const old = (data as TData | undefined)?.[field] as Page<Row> | undefined;
        if (!old) return data as TData;
        const rows = change(old.rows);
        return {
          ...(data as TData),
          [field]: { ...old, rows, total: old.total - (old.rows.length - rows.length) },
        } as TData;
      }),
    [updateQuery, field],
  );
  return {
    status: query.error && !query.data ? 'error' : current ? 'success' : 'pending',
    error: query.error ?? null,
    rows: current?.rows ?? [],
    total: current?.total ?? 0,
    fetching: query.loading,
    page,
    pageSize,
    setPage: (next) => setPosition({ filterKey, page: next, pageSize }),
    setPageSize: (size) => setPosition({ filterKey, page: 0, pageSize: size }),
    reload,
    update,
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

/**
 * A staff list's search kept in the address (`?q=`) once typing pauses: a reload, the back button or a
 * shared link finds the same rows (like the list's filters).
 */
export function useSearchParamText(delayMs = 300): [string, string, (text: string) => void] {
  const [params, edit] = useSearchParamsEditor();
  const [text, settled, setText] = useSearchText(params.get('q') ?? '', delayMs);
  useEffect(() => {
    if ((params.get('q') ?? '') === settled) return;
    edit(
      (next) => {
        if (settled) next.set('q', settled);
        else next.delete('q');
      },
      { replace: true },
    );
  }, [settled, params, edit]);
  return [text, settled, setText];
}
