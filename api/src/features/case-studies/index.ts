import { localizedPath, matchPageRoute, routePath } from '@site/common';
import { defineFeature } from '../../feature.js';
import { imagesFeature } from '../images/index.js';
import { CaseStudy, CaseStudyFormerSlug, CaseStudyRevision } from './case-studies.entity.js';
import { caseStudiesOperations } from './case-studies.operations.js';
import { CaseStudiesResolver } from './case-studies.resolver.js';
import { CaseStudiesService } from './case-studies.service.js';

/**
 * Case studies (issue 32, second part): work examples in both languages with their history, photos
 * and the client's words, written and published by staff through GraphQL; /work lists them and the
 * home and service pages show the latest related ones.
 */
export const caseStudiesFeature = defineFeature({
  name: 'case-studies',
  entities: [CaseStudy, CaseStudyRevision, CaseStudyFormerSlug],
  resolvers: [CaseStudiesResolver],
  start({ orm, use }) {
    const { images } = use(imagesFeature);
    const studies = new CaseStudiesService(orm, images);
    images.registerUse('case-studies', (id, em) => studies.usingImage(id, em));
    return {
      exports: { caseStudies: studies },
      resolvers: [new CaseStudiesResolver(caseStudiesOperations(studies, images))],
      // A renamed case study's former address (/work/{old}, /km/work/{old}) leads to its current one.
      movedPages: async (path, language) => {
        const match = matchPageRoute(path);
        const slug = match?.route.id === 'work-case' ? await studies.movedTo(match.params.slug!) : undefined;
        return slug && localizedPath(routePath('/work/:slug', { slug }), language);
      },
    };
  },
});
