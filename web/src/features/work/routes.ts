// The work feature's pages (case studies, issue 32), keyed by route id (app/pages.ts registers every
// feature's); each page is its own chunk, loaded when its route is visited.
import { definePages } from '../../app/page-definition';

export const pages = definePages({
  work: { load: () => import('./pages/WorkPage'), source: 'src/features/work/pages/WorkPage.tsx' },
  'work-case': { load: () => import('./pages/CaseStudyPage'), source: 'src/features/work/pages/CaseStudyPage.tsx' },
  'case-studies-editor': {
    load: () => import('./pages/CaseStudiesEditorPage'),
    source: 'src/features/work/pages/CaseStudiesEditorPage.tsx',
  },
});
