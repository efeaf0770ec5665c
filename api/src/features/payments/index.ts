// The payments feature's public entry: what other features may use (lint: local/feature-boundaries).
export { Order } from './payments.entity.js';
