import type { Language } from '@site/common';
import { staffName } from '../../access.js';
import { publicOperation, staffOperation } from '../../operation.js';
import type { Post, PostRevision } from './posts.entity.js';
import { statusOf, type PostsService } from './posts.service.js';
import { PostStatusEnum, type PostRevisionType, type PostType } from './posts.types.js';

/** An article as the API shows it, in `language` (and both languages for the editor). */
export function postView(post: Post, language: Language, now = new Date()): PostType {
  return {
    id: post.id,
    slug: post.slug,
    status: PostStatusEnum[statusOf(post, now)],
    revision: post.revision,
    publishedAt: post.publishedAt ?? null,
    updatedAt: post.updatedAt,
    title: post.text.title[language],
    summary: post.text.summary[language],
    body: post.text.body[language],
    tags: post.tags,
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
export function postsOperations(posts: PostsService) {
  return {
    list: publicOperation('posts', async (input: { language: Language; includeDrafts: boolean }, caller) => {
      // Drafts only for staff; anyone else asking for them gets the published list.
      const rows = input.includeDrafts && caller.user ? await posts.all() : await posts.published();
      return rows.map((post) => postView(post, input.language));
    }),
    bySlug: publicOperation('post', async (input: { slug: string; language: Language }, caller) => {
      const post = await posts.bySlug(input.slug, Boolean(caller.user));
      return post ? postView(post, input.language) : null;
    }),
    revisions: staffOperation('postRevisions', async (id: string) => (await posts.revisions(id)).map(revisionView)),
    save: staffOperation('savePost', async ({ id, input, expectedRevision, language }: SaveInput, caller) =>
      postView(await posts.save(id, input, expectedRevision, staffName(caller.user)), language),
    ),
    publish: staffOperation('publishPost', async (input: { id: string; at?: Date; language: Language }, caller) =>
      postView(await posts.publish(input.id, input.at, staffName(caller.user)), input.language),
    ),
    unpublish: staffOperation('unpublishPost', async (input: { id: string; language: Language }, caller) =>
      postView(await posts.unpublish(input.id, staffName(caller.user)), input.language),
    ),
  };
}

export type PostsOperations = ReturnType<typeof postsOperations>;
