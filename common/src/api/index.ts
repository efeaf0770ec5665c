export * from './contract.js';
export * from './contracts.js';
export * from './views.js';
