// The payments feature's public entry: what other features may use (lint: local/feature-boundaries).
export { SELECTED_PLAN_KEY, type SelectedPlan } from './selection';
