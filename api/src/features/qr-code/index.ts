import { defineFeature } from '../../feature.js';
import { qrCodeRouter } from './qr-code.rest.js';

/** GET /qr-code.svg: the home page's QR code of the site's address (SPEC §2). */
export const qrCodeFeature = defineFeature({
  name: 'qr-code',
  start({ config }) {
    return { site: (router) => router.use(qrCodeRouter(config.publicUrl)) };
  },
});
