import { isPackageId, type PackageId } from '@site/common';

/** The plan a visitor chose on /pricing (SPEC §3 "Selected plan"), kept in session storage under selectedPlan. */
export interface SelectedPlan {
  packageId: PackageId;
  planName: string;
  /** One-time price in US dollars, as shown on the card. */
  price: number;
}

export const SELECTED_PLAN_KEY = 'selectedPlan';

/** Pricing's Select Plan: remember the choice for /checkout (SPEC §4 "Plan selection"). */
export function storeSelectedPlan(plan: SelectedPlan): void {
  try {
    sessionStorage.setItem(SELECTED_PLAN_KEY, JSON.stringify(plan));
  } catch {
    // Storage may be unavailable (private mode, quota); checkout then sends the visitor back to /pricing.
  }
}

/** The stored selection, or undefined when there is none or it is not a valid plan. */
export function readSelectedPlan(): SelectedPlan | undefined {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(SELECTED_PLAN_KEY) ?? 'null');
    if (!value || typeof value !== 'object') return undefined;
    const plan = value as Partial<SelectedPlan>;
    if (!isPackageId(plan.packageId) || typeof plan.planName !== 'string' || typeof plan.price !== 'number')
      return undefined;
    return { packageId: plan.packageId, planName: plan.planName, price: plan.price };
  } catch {
    return undefined;
  }
}

/** /payment-success clears the selection (SPEC §4 "Payment form"). */
export function clearSelectedPlan(): void {
  try {
    sessionStorage.removeItem(SELECTED_PLAN_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
