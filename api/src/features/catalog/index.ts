import { defineFeature } from '../../feature.js';
import { settingsFeature } from '../settings/index.js';
import { CatalogResolver, catalogOperations } from './catalog.resolver.js';
import { CatalogService } from './catalog.service.js';
import { CATALOG_QUERY_FIELDS } from './catalog.fields.js';

/** The partner catalog: services, packages, FAQ and categories over GraphQL (cached in graphql/response-cache.ts). */
export const catalogFeature = defineFeature({
  name: 'catalog',
  resolvers: [CatalogResolver],
  start({ config, use }) {
    const { settings } = use(settingsFeature);
    const catalog = new CatalogService(config.publicUrl, async () => (await settings.current()).values);
    return {
      exports: { catalog },
      resolvers: [new CatalogResolver(catalogOperations(catalog))],
      cachedQueryFields: CATALOG_QUERY_FIELDS,
    };
  },
});
