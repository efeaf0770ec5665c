import { useSyncExternalStore } from 'react';
import { readSelectedPlan, SELECTED_PLAN_KEY, type SelectedPlan } from './selection';

let cache: { raw: string | null; plan: SelectedPlan | undefined } | undefined;

function rawSelection(): string | null {
  try {
    return sessionStorage.getItem(SELECTED_PLAN_KEY);
  } catch {
    return null;
  }
}

/** The same object while the stored text is unchanged (useSyncExternalStore needs a stable snapshot). */
function snapshot(): SelectedPlan | undefined {
  const raw = rawSelection();
  if (!cache || cache.raw !== raw) cache = { raw, plan: readSelectedPlan() };
  return cache.plan;
}

const noSubscribe = () => () => {};

/**
 * The plan chosen on /pricing: null while prerendering and hydrating (session storage is the
 * browser's), then the stored plan, or undefined when there is none.
 */
export function useSelectedPlan(): SelectedPlan | undefined | null {
  return useSyncExternalStore(noSubscribe, snapshot, () => null);
}
