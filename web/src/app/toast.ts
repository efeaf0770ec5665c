import { useSyncExternalStore } from 'react';

/** SPEC §9: one toast at a time, shown for 5 seconds unless the visitor dismisses it first. */
const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself (default TOAST_DURATION). */
  duration?: number;
}

export interface Toast extends ToastInput {
  id: number;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const EMPTY: readonly Toast[] = [];

function emit(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast (replacing the one on screen, if any) and returns its id. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  emit([{ ...input, id }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: number): void {
  if (toasts.length === 0) return;
  emit(id === undefined ? [] : toasts.filter((item) => item.id !== id));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts on screen (none while prerendering). */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
}
