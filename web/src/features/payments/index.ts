// The payments feature's public entry: what other features may use (lint: local/feature-boundaries).
export { storeSelectedPlan } from './selection';
