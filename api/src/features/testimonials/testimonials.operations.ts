import type { Language } from '@site/common';
import { staffName } from '../../access.js';
import { publicOperation, staffOperation } from '../../operation.js';
import type { Image } from '../images/index.js';
import { imageView } from '../images/index.js';
import type { ImagesService } from '../images/index.js';
import type { Testimonial } from './testimonials.entity.js';
import { TESTIMONIAL_DELETED } from './testimonials.rules.js';
import type { TestimonialsService } from './testimonials.service.js';
import type { TestimonialType } from './testimonials.types.js';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

export function testimonialView(
  row: Testimonial,
  language: Language,
  images: ReadonlyMap<string, Image>,
): TestimonialType {
  const photo = row.photoId ? images.get(row.photoId) : undefined;
  return {
    id: row.id,
    quote: row.text.quote[language],
    name: row.text.name[language],
    role: row.text.role[language],
    company: row.text.company[language],
    initials: initialsOf(row.text.name.en),
    photo: photo ? imageView(photo, language) : null,
    published: row.published,
    position: row.position,
    revision: row.revision,
    publishedAt: row.publishedAt ?? null,
    updatedAt: row.updatedAt,
    quotes: row.text.quote,
    names: row.text.name,
    roles: row.text.role,
    companies: row.text.company,
  };
}

/** Visitors read the published testimonials; staff write, order, publish and delete them. */
export function testimonialsOperations(testimonials: TestimonialsService, images: ImagesService) {
  const views = async (rows: Testimonial[], language: Language) => {
    const found = await images.byIds(rows.flatMap((row) => (row.photoId ? [row.photoId] : [])));
    return rows.map((row) => testimonialView(row, language, found));
  };
  return {
    list: publicOperation('testimonials', async (input: { language: Language; includeDrafts: boolean }, caller) =>
      views(await testimonials.list(input.includeDrafts && Boolean(caller.user)), input.language),
    ),
    save: staffOperation(
      'saveTestimonial',
      async (input: { id?: string; input: unknown; expectedRevision?: number; language: Language }, caller) =>
        (
          await views(
            [await testimonials.save(input.id, input.input, input.expectedRevision, staffName(caller.user))],
            input.language,
          )
        )[0],
    ),
    delete: staffOperation(
      'deleteTestimonial',
      async (input: { id: string; expectedRevision?: number }, caller): Promise<{ message: string }> => {
        const by = staffName(caller.user);
        await testimonials.delete(input.id, input.expectedRevision, by);
        caller.log.info({ feature: 'testimonials', id: input.id, by }, 'testimonial deleted');
        return { message: TESTIMONIAL_DELETED[caller.language] };
      },
    ),
  };
}

export type TestimonialsOperations = ReturnType<typeof testimonialsOperations>;
