export * from './languages.js';
export * from './routes.js';
export * from './site.js';
export * from './business.js';
export * from './booking/index.js';
export * from './content/categories.js';
export * from './validation/index.js';
export * from './content/index.js';
