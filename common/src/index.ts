export * from './languages.js';
export * from './routes.js';
export * from './site.js';
export * from './business.js';
