import { TESTIMONIALS } from '@site/common';
import { defineFeature } from '../../feature.js';
import { imagesFeature } from '../images/index.js';
import { Testimonial } from './testimonials.entity.js';
import { testimonialsOperations } from './testimonials.operations.js';
import { TestimonialsResolver } from './testimonials.resolver.js';
import { TestimonialsService } from './testimonials.service.js';

/**
 * Testimonials (issue 32): clients' words, stored and edited by staff; the home page shows the
 * published ones. The two the site shipped with are the first stored.
 */
export const testimonialsFeature = defineFeature({
  name: 'testimonials',
  entities: [Testimonial],
  resolvers: [TestimonialsResolver],
  start({ orm, use }) {
    const { images } = use(imagesFeature);
    const testimonials = new TestimonialsService(orm, images);
    images.registerUse('testimonials', (id, em) => testimonials.usingImage(id, em));
    return {
      exports: { testimonials },
      resolvers: [new TestimonialsResolver(testimonialsOperations(testimonials, images))],
      afterStart: async () => {
        // Seeded in one statement so two instances starting together cannot both seed.
        const em = orm.em.fork();
        await em.transactional(async (tx) => {
          await tx.execute('select pg_advisory_xact_lock(hashtext(?))', ['testimonials-seed']);
          if ((await tx.count(Testimonial, {})) > 0) return;
          TESTIMONIALS.forEach((item, position) =>
            tx.create(Testimonial, {
              text: { quote: item.text, name: item.name, role: item.role, company: item.company },
              photoId: null,
              published: true,
              position: (position + 1) * 10,
              publishedAt: new Date(),
              revision: 1,
              updatedBy: 'site',
            }),
          );
        });
      },
    };
  },
});
