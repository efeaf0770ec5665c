import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Localized } from '@site/common';

/** A client's words and who they are, in both languages. */
export interface TestimonialText {
  quote: Localized;
  name: Localized;
  role: Localized;
  company: Localized;
}

/**
 * A testimonial of the home page (issue 32): shown while `published`, in `position` order, with an
 * optional uploaded photo. `revision` counts saves: a save from an older one is a conflict.
 */
export const Testimonial = defineEntity({
  name: 'Testimonial',
  tableName: 'testimonials',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    text: p.json<TestimonialText>(),
    photoId: p.uuid().nullable(),
    published: p.boolean().default(false),
    position: p.integer().default(0),
    publishedAt: p.datetime().nullable(),
    revision: p.integer().default(1),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
    updatedBy: p.string().length(254),
  },
});
export type Testimonial = InferEntity<typeof Testimonial>;
