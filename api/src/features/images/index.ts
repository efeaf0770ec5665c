import path from 'node:path';
import { defineFeature } from '../../feature.js';
import { Image } from './images.entity.js';
import { imagesOperations } from './images.operations.js';
import { imageUploadRoutes, imageVariantRoutes } from './images.rest.js';
import { ImagesResolver } from './images.resolver.js';
import { ImagesService } from './images.service.js';

/**
 * Images (issue 32): staff upload JPEG, PNG or WebP (POST /api/admin/images); the originals live under
 * DATA_DIR/uploads and every page shows them as responsive AVIF and WebP (GET /media/images/…).
 * Articles, case studies and testimonials `use` this feature to check and show the images they name,
 * and register where they show them (`images.registerUse`), so an image still shown is never deleted.
 */
export const imagesFeature = defineFeature({
  name: 'images',
  entities: [Image],
  resolvers: [ImagesResolver],
  start({ orm, config }) {
    const images = new ImagesService(orm, path.join(config.dataDir, 'uploads'));
    const operations = imagesOperations(images);
    return {
      exports: { images },
      resolvers: [new ImagesResolver(operations)],
      api: (router) => imageUploadRoutes(router, operations),
      site: (router) => imageVariantRoutes(router, images),
    };
  },
});

// What articles, case studies and testimonials use to check and show the images they name.
export { Image } from './images.entity.js';
export { imageView } from './images.operations.js';
export type { ImagesService, ImageUses } from './images.service.js';
export { ImageType } from './images.types.js';
