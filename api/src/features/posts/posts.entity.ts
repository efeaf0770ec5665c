import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Localized } from '@site/common';
import { idAndSlugProperties, publishingProperties } from '../../shared/publishable.js';

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
    ...idAndSlugProperties(),
    text: p.json<PostText>(),
    tags: p.json<string[]>(),
    coverImageId: p.uuid().nullable(),
    ...publishingProperties(),
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

/**
 * An address a published article had before staff changed its slug: /blog/{slug} (and /km/blog/{slug})
 * answers 301 to the article's current address, so the links people shared and the search results
 * keep working. A slug is here at most once: an article that takes it (as its current slug) takes the
 * address over and the row goes. It names the article, not its next slug, so a chain of renames
 * (a → b → c) leads from every former address to the current one in one hop.
 */
export const PostFormerSlug = defineEntity({
  name: 'PostFormerSlug',
  tableName: 'post_former_slugs',
  properties: {
    ...idAndSlugProperties(),
    postId: p.uuid().index(),
    /** When the article left this address. */
    movedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type PostFormerSlug = InferEntity<typeof PostFormerSlug>;
