import { createContext, useCallback, useContext, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams, type NavigateOptions } from 'react-router';

/** The query string the page's address has, or is about to have once the newest navigation renders. */
interface NewestSearch {
  /** The location's query string at the last render. */
  rendered: string;
  /** That, or what an edit since then asked for. */
  newest: string;
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
  const newest = useRef<NewestSearch>({ rendered: search, newest: search });
  // A navigation from anywhere (a link, Back) replaces what the editors asked for.
  if (newest.current.rendered !== search) newest.current = { rendered: search, newest: search };
  return <Newest.Provider value={newest.current}>{children}</Newest.Provider>;
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
      if (scope) scope.newest = query ? `?${query}` : '';
      navigate(`?${query}`, options);
    },
    [scope, search, navigate],
  );
  return [params, edit];
}
