/**
 * The root query fields of the partner catalog (catalog.resolver.ts): answers that depend on nothing
 * but their arguments and the content in common/, so graphql/response-cache.ts may keep them for the
 * life of the process. Not `packages` nor `faq`: admins change the packages' names and prices and the
 * contact details some answers state (the site settings). Kept apart from the resolver, whose
 * decorators need reflect-metadata loaded first.
 */
export const CATALOG_QUERY_FIELDS: ReadonlySet<string> = new Set(['services', 'service', 'categories']);
