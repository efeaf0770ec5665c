import type { Language } from '@site/common';
import { staffName } from '../../access.js';
import { publicOperation, staffOperation } from '../../operation.js';
import type { Image } from '../images/index.js';
import { imageView } from '../images/index.js';
import type { ImagesService } from '../images/index.js';
import type { Post, PostRevision } from './posts.entity.js';
import { postImageIds, statusOf, type PostsService } from './posts.service.js';
import { PostStatusEnum, type PostRevisionType, type PostType } from './posts.types.js';

/** An article as the API shows it, in `language` (and both languages for the editor). */
export function postView(
  post: Post,
  language: Language,
  images: ReadonlyMap<string, Image> = new Map(),
  now = new Date(),
): PostType {
  const cover = post.coverImageId ? images.get(post.coverImageId) : undefined;
  return {
    id: post.id,
    slug: post.slug,
    status: PostStatusEnum[statusOf(post, now)],
    revision: post.revision,
    publishedAt: post.publishedAt ?? null,
    everPublished: post.everPublished,
    updatedAt: post.updatedAt,
    title: post.text.title[language],
    summary: post.text.summary[language],
    body: post.text.body[language],
    tags: post.tags,
    coverImage: cover ? imageView(cover, language) : null,
    images: postImageIds(post)
      .map((id) => images.get(id))
      .filter((image): image is Image => Boolean(image))
      .map((image) => imageView(image, language)),
    titles: post.text.title,
    summaries: post.text.summary,
    bodies: post.text.body,
  };
}

const revisionView = (revision: PostRevision): PostRevisionType => ({
  revision: revision.revision,
  savedAt: revision.savedAt,
  savedBy: revision.savedBy,
  slug: revision.slug,
  titles: revision.text.title,
});

interface SaveInput {
  id?: string;
  input: unknown;
  expectedRevision?: number;
  language: Language;
}

/** Visitors read published articles; staff write, publish, schedule and unpublish them. */
export function postsOperations(posts: PostsService, images: ImagesService) {
  /** Articles with the images they show, read in one query. */
  const views = async (rows: Post[], language: Language) => {
    const found = await images.byIds(rows.flatMap(postImageIds));
    return rows.map((post) => postView(post, language, found));
  };
  const view = async (post: Post, language: Language) => (await views([post], language))[0];
  return {
    list: publicOperation('posts', async (input: { language: Language; includeDrafts: boolean }, caller) => {
      // Drafts only for staff; anyone else asking for them gets the published list.
      const rows = input.includeDrafts && caller.user ? await posts.all() : await posts.published();
      return views(rows, input.language);
    }),
    bySlug: publicOperation('post', async (input: { slug: string; language: Language }, caller) => {
      const post = await posts.bySlug(input.slug, Boolean(caller.user));
      return post ? view(post, input.language) : null;
    }),
    revisions: staffOperation('postRevisions', async (id: string) => (await posts.revisions(id)).map(revisionView)),
    save: staffOperation('savePost', async ({ id, input, expectedRevision, language }: SaveInput, caller) =>
      view(await posts.save(id, input, expectedRevision, staffName(caller.user)), language),
    ),
    publish: staffOperation('publishPost', async (input: { id: string; at?: Date; language: Language }, caller) =>
      view(await posts.publish(input.id, input.at, staffName(caller.user)), input.language),
    ),
    unpublish: staffOperation('unpublishPost', async (input: { id: string; language: Language }, caller) =>
      view(await posts.unpublish(input.id, staffName(caller.user)), input.language),
    ),
  };
}

export type PostsOperations = ReturnType<typeof postsOperations>;
