import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Localized } from '@site/common';

/**
 * An uploaded image: the original's file under DATA_DIR/uploads/originals (named by its SHA-256, so
 * the same bytes sent again are the same image), its size once turned upright, and its alt text in
 * both languages (required). Variants are made from the original on first request (images.service.ts).
 */
export const Image = defineEntity({
  name: 'Image',
  tableName: 'images',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    sha256: p.string().length(64).unique(),
    file: p.string().length(100),
    mimeType: p.string().length(20),
    bytes: p.integer(),
    width: p.integer(),
    height: p.integer(),
    alt: p.json<Localized>(),
    createdBy: p.string().length(254),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Image = InferEntity<typeof Image>;
