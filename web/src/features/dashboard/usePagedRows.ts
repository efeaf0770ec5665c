import { useCallback, useState } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useStaffActivity, type StaffActivityKind } from '../../shared/staff-list';

interface Page<R> {
  rows: R[];
  total: number;
}
type RowOf<P> = P extends { rows: (infer R)[] } ? R : never;

/** A paged staff list read a page after another: what the submissions dialog's tables show. */
export interface PagedRows<R> {
  status: 'pending' | 'error' | 'success';
  error: unknown;
  /** The rows loaded so far, in the list's order. */
  rows: R[];
  /** The whole list's size. */
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** Changes loaded rows in place (a status set) without asking the server again. */
  update: (change: (rows: R[]) => R[]) => void;
}

/**
 * The rows of a paged list query (`field`, a `{ rows total }` page, with `offset`), its first page
 * (the server's default size) while not `skip`ped, and `loadMore` for the next one. `live`: the
 * staff activity kinds that change it; one of them asks for the first page again.
 */
export function usePagedRows<TData, K extends keyof TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  field: K,
  { skip = false, live = [] }: { skip?: boolean; live?: readonly StaffActivityKind[] } = {},
): PagedRows<RowOf<TData[K]>> {
  type Row = RowOf<TData[K]>;
  const query = useQuery<TData, TVariables>(document, { skip } as useQuery.Options<TData, TVariables>);
  const { fetchMore, refetch, updateQuery } = query;
  const [loadingMore, setLoadingMore] = useState(false);
  useStaffActivity(
    (event) => {
      if (live.includes(event.kind)) void refetch().catch(() => undefined);
    },
    { skip: skip || live.length === 0 },
  );
  const page = query.data?.[field] as Page<Row> | undefined;
  // A row added meanwhile shifts later pages by one: keep the first copy of each id.
  const rows = dedupe(page?.rows ?? []);

  const loadMore = () => {
    setLoadingMore(true);
    fetchMore({
      variables: { offset: page?.rows.length ?? 0 } as unknown as Partial<TVariables>,
      updateQuery: (previous, { fetchMoreResult }) => {
        const before = (previous as TData)[field] as Page<Row>;
        const next = (fetchMoreResult as TData)[field] as Page<Row>;
        return { ...(previous as TData), [field]: { ...next, rows: [...before.rows, ...next.rows] } } as TData;
      },
    })
      .catch(() => undefined)
      .finally(() => setLoadingMore(false));
  };
  const update = useCallback(
    (change: (rows: Row[]) => Row[]) =>
      updateQuery((data) => {
        const old = (data as TData | undefined)?.[field] as Page<Row> | undefined;
        if (!old) return data as TData;
        const changed = change(old.rows);
        return {
          ...(data as TData),
          [field]: { ...old, rows: changed, total: old.total - (old.rows.length - changed.length) },
        } as TData;
      }),
    [updateQuery, field],
  );
  return {
    status: query.error ? 'error' : page ? 'success' : 'pending',
    error: query.error ?? null,
    rows,
    total: page?.total ?? 0,
    hasMore: Boolean(page && page.rows.length > 0 && page.rows.length < page.total),
    loadingMore,
    loadMore,
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
