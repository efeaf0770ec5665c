import { LockMode, type EntityManager } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Localized } from '@site/common';
import { recordDeletion } from '../../content-version.js';
import { AppError } from '../../errors.js';
import { isUuid } from '../../validation.js';
import type { ImagesService } from '../images/index.js';
import { UNKNOWN_IMAGES, unknownImages } from '../../shared/content.js';
import { Testimonial } from './testimonials.entity.js';
import { imageUseName, readTestimonial, STALE_REVISION, TESTIMONIAL_NOT_FOUND } from './testimonials.rules.js';

/** Testimonials (issue 32): staff write them in both languages, order and publish them; visitors see the published ones. */
export class TestimonialsService {
  constructor(
    private readonly orm: MikroORM,
    private readonly images: ImagesService,
  ) {}

  /** Published ones in their order (the home page), or every one for staff. */
  list(includeDrafts: boolean): Promise<Testimonial[]> {
    return this.orm.em
      .fork()
      .find(Testimonial, includeDrafts ? {} : { published: true }, { orderBy: { position: 'asc', createdAt: 'asc' } });
  }

  /** Saves a new testimonial (no id) or changes one; `expectedRevision` older than stored = CONFLICT. */
  async save(
    id: string | undefined,
    input: unknown,
    expectedRevision: number | undefined,
    by: string,
  ): Promise<Testimonial> {
    const draft = readTestimonial(input);
    return this.orm.em.fork().transactional(async (tx) => {
      if (draft.photoId) {
        // The photo stays locked against deletion until this save ends.
        const missing = await this.images.missing([draft.photoId], tx);
        if (missing.length > 0) throw new AppError('BAD_USER_INPUT', UNKNOWN_IMAGES, unknownImages('photoId', missing));
      }
      const now = new Date();
      if (id === undefined)
        return tx.create(Testimonial, {
          ...draft,
          publishedAt: draft.published ? now : null,
          revision: 1,
          updatedBy: by,
        });
      const row = isUuid(id) ? await tx.findOne(Testimonial, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
      if (!row) throw new AppError('NOT_FOUND', TESTIMONIAL_NOT_FOUND);
      if (expectedRevision !== undefined && expectedRevision !== row.revision)
        throw new AppError('CONFLICT', STALE_REVISION);
      const publishedAt = draft.published ? (row.published && row.publishedAt ? row.publishedAt : now) : null;
      Object.assign(row, draft, { publishedAt, revision: row.revision + 1, updatedAt: now, updatedBy: by });
      return row;
    });
  }

  /** Deletes a testimonial (it leaves the home page at once); `expectedRevision` older than stored = CONFLICT. */
  async delete(id: string, expectedRevision: number | undefined, by: string): Promise<void> {
    await this.orm.em.fork().transactional(async (tx) => {
      const row = isUuid(id) ? await tx.findOne(Testimonial, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
      if (!row) throw new AppError('NOT_FOUND', TESTIMONIAL_NOT_FOUND);
      if (expectedRevision !== undefined && expectedRevision !== row.revision)
        throw new AppError('CONFLICT', STALE_REVISION);
      tx.remove(row);
      recordDeletion(tx, 'testimonials', row.id, by);
    });
  }

  /** The testimonials whose photo is this image (drafts too), named by whose words they are. */
  async usingImage(imageId: string, em: EntityManager = this.orm.em.fork()): Promise<Localized[]> {
    const rows = await em.find(Testimonial, { photoId: imageId }, { orderBy: { position: 'asc' } });
    return rows.map((row) => imageUseName(row.text));
  }
}
