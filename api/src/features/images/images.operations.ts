import { IMAGE_FORMATS, imageVariantPath, imageWidths, type Language } from '@site/common';
import { staffName } from '../../access.js';
import { staffOperation } from '../../operation.js';
import type { Image } from './images.entity.js';
import { IMAGE_DELETED } from './images.rules.js';
import { urlHash, type ImagesService } from './images.service.js';
import type { ImageType } from './images.types.js';

const MIME = { avif: 'image/avif', webp: 'image/webp' } as const;

/** An image as the API shows it: its size, alt text and the srcsets of its variants. */
export function imageView(image: Image, language: Language): ImageType {
  const widths = imageWidths(image.width);
  const hash = urlHash(image);
  const fallback = widths.filter((width) => width <= 960).at(-1) ?? widths[0];
  return {
    id: image.id,
    width: image.width,
    height: image.height,
    alt: image.alt[language],
    alts: image.alt,
    sources: IMAGE_FORMATS.map((format) => ({
      type: MIME[format],
      srcset: widths.map((width) => `${imageVariantPath(image.id, hash, width, format)} ${width}w`).join(', '),
    })),
    src: imageVariantPath(image.id, hash, fallback, 'webp'),
  };
}

/**
 * Staff upload images, list the library, correct alt texts and delete an image nothing shows; the
 * variants themselves are public files.
 */
export function imagesOperations(images: ImagesService) {
  return {
    upload: staffOperation(
      'uploadImage',
      async (input: { bytes: Buffer; alt: { en?: unknown; km?: unknown }; language: Language }, caller) => {
        const { image, created } = await images.upload(input.bytes, input.alt, staffName(caller.user));
        return { image: imageView(image, input.language), created };
      },
    ),
    list: staffOperation('images', async (language: Language) =>
      (await images.list()).map((image) => imageView(image, language)),
    ),
    updateAlt: staffOperation(
      'updateImageAlt',
      async (input: { id: string; alt: { en: string; km: string }; language: Language }) =>
        imageView(await images.updateAlt(input.id, input.alt), input.language),
    ),
    delete: staffOperation('deleteImage', async (id: string, caller) => {
      const by = staffName(caller.user);
      await images.delete(id, by, (file, error) =>
        caller.log.warn({ feature: 'images', id, file, err: error }, 'a deleted image left a file behind'),
      );
      caller.log.info({ feature: 'images', id, by }, 'image deleted');
      return { message: IMAGE_DELETED[caller.language] };
    }),
  };
}

export type ImagesOperations = ReturnType<typeof imagesOperations>;
