import { articlePath, localizedPath, matchPageRoute } from '@site/common';
import { AppError } from '../../errors.js';
import { defineFeature } from '../../feature.js';
import { imagesFeature } from '../images/index.js';
import { Post, PostFormerSlug, PostRevision } from './posts.entity.js';
import { postsOperations } from './posts.operations.js';
import { PostsResolver } from './posts.resolver.js';
import { firstArticle } from './posts.seed.js';
import { PostsService } from './posts.service.js';

/**
 * Articles (issue 32, first part): stored in both languages with their history, written and published
 * by staff through GraphQL. The article the site shipped with is the first one stored.
 */
export const postsFeature = defineFeature({
  name: 'posts',
  entities: [Post, PostRevision, PostFormerSlug],
  resolvers: [PostsResolver],
  start({ orm, use }) {
    const { images } = use(imagesFeature);
    const posts = new PostsService(orm, images);
    images.registerUse('posts', (id, em) => posts.usingImage(id, em));
    return {
      exports: { posts },
      resolvers: [new PostsResolver(postsOperations(posts, images))],
      // A renamed article's former address (/blog/{old}, /km/blog/{old}) leads to its current one.
      movedPages: async (path, language) => {
        const match = matchPageRoute(path);
        const slug = match?.route.id === 'blog-post' ? await posts.movedTo(match.params.slug!) : undefined;
        return slug && localizedPath(articlePath(slug), language);
      },
      afterStart: async () => {
        if ((await orm.em.fork().count(Post, {})) > 0) return;
        const { publishedAt, slug, text, tags } = firstArticle();
        try {
          const input = { slug, title: text.title, summary: text.summary, body: text.body, tags, coverImageId: null };
          const saved = await posts.save(undefined, input, undefined, 'site');
          await posts.publish(saved.id, publishedAt, 'site');
        } catch (error) {
          // Another instance starting at the same moment stored it first (its slug is taken).
          if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
        }
      },
    };
  },
});
export { LocalizedText, LocalizedTextInput } from './posts.types.js';
