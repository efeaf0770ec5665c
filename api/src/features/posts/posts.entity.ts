import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Localized } from '@site/common';

/** An article's words in both languages (the body is Markdown). */
export interface PostText {
  title: Localized;
  summary: Localized;
  body: Localized;
}

/**
 * An article of /blog. `state` is what staff chose (draft or published); a published article whose
 * `publishedAt` lies ahead is scheduled and shows from then on. `revision` counts saves: a save that
 * names an older revision than the stored one is a conflict (someone else saved meanwhile).
 */
export const Post = defineEntity({
  name: 'Post',
  tableName: 'posts',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    slug: p.string().length(80).unique(),
    text: p.json<PostText>(),
    tags: p.json<string[]>(),
    coverImageId: p.uuid().nullable(),
    state: p.string().length(10).default('draft').$type<'draft' | 'published'>(),
    publishedAt: p.datetime().nullable(),
    revision: p.integer().default(1),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
    updatedBy: p.string().length(254),
  },
});
export type Post = InferEntity<typeof Post>;

/** Every save of an article as it was saved: who, when, and the words (the article's history). */
export const PostRevision = defineEntity({
  name: 'PostRevision',
  tableName: 'post_revisions',
  uniques: [{ properties: ['postId', 'revision'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    postId: p.uuid().index(),
    revision: p.integer(),
    slug: p.string().length(80),
    text: p.json<PostText>(),
    tags: p.json<string[]>(),
    coverImageId: p.uuid().nullable(),
    savedAt: p.datetime().onCreate(() => new Date()),
    savedBy: p.string().length(254),
  },
});
export type PostRevision = InferEntity<typeof PostRevision>;
