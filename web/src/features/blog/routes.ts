// The blog feature's pages, keyed by route id (app/pages.ts registers every feature's); each page
// is its own chunk, loaded when its route is visited.
import { definePages } from '../../app/page-definition';

export const pages = definePages({
  blog: { load: () => import('./pages/BlogPage'), source: 'src/features/blog/pages/BlogPage.tsx' },
  'blog-post': { load: () => import('./pages/BlogPostPage'), source: 'src/features/blog/pages/BlogPostPage.tsx' },
  'blog-add': { load: () => import('./pages/BlogAddPage'), source: 'src/features/blog/pages/BlogAddPage.tsx' },
});
