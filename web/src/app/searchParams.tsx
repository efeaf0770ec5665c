import { createContext, useCallback, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams, type NavigateOptions } from 'react-router';

/** The query string the page's address has, or is about to have once the navigations asked for render. */
class NewestSearch {
  /** Asked for by the editors and not yet rendered, oldest first. */
  private pending: string[] = [];

  constructor(private rendered: string) {}

  get newest(): string {
    return this.pending.at(-1) ?? this.rendered;
  }

  asked(search: string): void {
    this.pending.push(search);
  }

  /** The address a render committed: one the editors asked for, or a navigation of anyone's (a link, Back). */
  committed(search: string): void {
    const at = this.pending.indexOf(search);
    this.pending = at === -1 ? [] : this.pending.slice(at + 1);
    this.rendered = search;
  }
}

const Newest = createContext<NewestSearch | null>(null);

/**
 * Keeps, for every search-param editor below it, the query string the address is about to have.
 *
 * React Router renders a navigation in a transition, and its `setSearchParams(fn)` hands `fn` the
 * params of the render that made it: a second change made before the first has rendered (a debounced
 * search landing just after a click opened an inquiry) starts from the old address and undoes the
 * first (the inquiry's dialog closed again). Editors below this scope start from the newest address.
 */
export function SearchParamsScope({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  const [newest] = useState(() => new NewestSearch(search));
  // Before any effect of the page below runs (layout effects of a parent run before passive ones).
  useLayoutEffect(() => newest.committed(search), [newest, search]);
  return <Newest.Provider value={newest}>{children}</Newest.Provider>;
}

export type EditSearchParams = (change: (params: URLSearchParams) => void, options?: NavigateOptions) => void;

/**
 * The address's search params, and a function that changes some of them and keeps the rest: each
 * change starts from the newest address, so two changes in a row both hold (see SearchParamsScope).
 */
export function useSearchParamsEditor(): [URLSearchParams, EditSearchParams] {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const scope = useContext(Newest);
  const edit = useCallback<EditSearchParams>(
    (change, options) => {
      const next = new URLSearchParams(scope ? scope.newest : search);
      change(next);
      const query = next.toString();
      scope?.asked(query ? `?${query}` : '');
      void navigate(`?${query}`, options);
    },
    [scope, search, navigate],
  );
  return [params, edit];
}
