import { describe, expect, it } from '@jest/globals';
import { articlePath, findPageRoute, localizedPath, matchPageRoute, routePath } from './routes.js';

describe('routes with a parameter', () => {
  it('match an article after the concrete paths, and give its slug', () => {
    expect(matchPageRoute('/blog/guesthouse-photos')).toEqual({
      route: expect.objectContaining({ id: 'blog-post', path: '/blog/:slug' }),
      params: { slug: 'guesthouse-photos' },
    });
    // /blog/add is the editor, /blog the list: concrete paths win.
    expect(findPageRoute('/blog/add')?.id).toBe('blog-add');
    expect(findPageRoute('/blog')?.id).toBe('blog');
    // No empty parameter, no deeper path.
    expect(findPageRoute('/blog/')).toBeUndefined();
    expect(findPageRoute('/blog/a/b')).toBeUndefined();
  });

  it('write a path with its parameters, encoded, in either language', () => {
    expect(routePath('/blog/:slug', { slug: 'a b/c' })).toBe('/blog/a%20b%2Fc');
    expect(localizedPath(articlePath('guesthouse-photos'), 'km')).toBe('/km/blog/guesthouse-photos');
  });
});
