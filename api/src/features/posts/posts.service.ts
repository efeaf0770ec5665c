import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { raw, type FilterQuery, type MikroORM } from '@mikro-orm/postgresql';
import type { Localized } from '@site/common';
import { AppError } from '../../errors.js';
import { statusOf } from '../../shared/content.js';
import { checkPublishTime, leftAddress, markDraft, markPublished } from '../../shared/publishable.js';
import { isUuid } from '../../validation.js';
import type { ImagesService } from '../images/index.js';
import { Post, PostFormerSlug, PostRevision } from './posts.entity.js';
import {
  imageIdsIn,
  imageUseName,
  POST_NOT_FOUND,
  readDraft,
  SLUG_TAKEN,
  STALE_REVISION,
  UNKNOWN_IMAGES,
  unknownImages,
  type PostDraft,
} from './posts.rules.js';

/**
 * Refuses a draft whose cover or body names an image that is not uploaded; the images it names stay
 * locked against deletion until `tx` (the save) ends.
 */
export async function checkImages(
  images: ImagesService,
  fields: Record<string, string | null | undefined>,
  tx: EntityManager,
): Promise<void> {
  let problems = {};
  for (const [field, value] of Object.entries(fields)) {
    if (!value) continue;
    const ids = field.endsWith('ImageId') ? [value] : imageIdsIn(value);
    problems = { ...problems, ...unknownImages(field, await images.missing(ids, tx)) };
  }
  if (Object.keys(problems).length > 0) throw new AppError('BAD_USER_INPUT', UNKNOWN_IMAGES, problems);
}

/** Every image an article shows: its cover and those of its body in both languages. */
export function postImageIds(post: { coverImageId?: string | null; text: PostDraft['text'] }): string[] {
  const ids = [post.coverImageId, ...imageIdsIn(post.text.body.en), ...imageIdsIn(post.text.body.km)];
  return [...new Set(ids.filter((id): id is string => Boolean(id)))];
}

export { statusOf, type PostStatus } from '../../shared/content.js';

/**
 * Articles (issue 32): staff write drafts in both languages, publish now or at a time, unpublish;
 * every save is a revision, and a save made from an older revision than the stored one is refused
 * as a conflict rather than overwriting someone else's work. Visitors see published articles only.
 */
export class PostsService {
  constructor(
    private readonly orm: MikroORM,
    private readonly images: ImagesService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Published articles, newest first (scheduled ones once their time has come). */
  published(): Promise<Post[]> {
    return this.orm.em
      .fork()
      .find(Post, { state: 'published', publishedAt: { $lte: this.now() } }, { orderBy: { publishedAt: 'desc' } });
  }

  /** Every article, drafts included, last changed first (staff). */
  all(): Promise<Post[]> {
    return this.orm.em.fork().find(Post, {}, { orderBy: { updatedAt: 'desc' } });
  }

  /** One article by slug: published ones for everyone, any for staff (the preview). */
  async bySlug(slug: string, staff: boolean): Promise<Post | null> {
    const post = await this.orm.em.fork().findOne(Post, { slug: slug.toLowerCase() });
    if (!post) return null;
    return staff || statusOf(post, this.now()) === 'PUBLISHED' ? post : null;
  }

  /**
   * The current slug of the article that `slug` was the address of before staff renamed it (a former
   * slug, PostFormerSlug), or undefined: while that article is a draft or scheduled, its former
   * addresses are as absent as it is.
   */
  async movedTo(slug: string): Promise<string | undefined> {
    const em = this.orm.em.fork();
    const former = await em.findOne(PostFormerSlug, { slug: slug.toLowerCase() });
    const post = former && (await em.findOne(Post, { id: former.postId }));
    return post && statusOf(post, this.now()) === 'PUBLISHED' ? post.slug : undefined;
  }

  /** The saves of one article, newest first (staff). */
  revisions(postId: string): Promise<PostRevision[]> {
    if (!isUuid(postId)) return Promise.resolve([]);
    return this.orm.em.fork().find(PostRevision, { postId }, { orderBy: { revision: 'desc' } });
  }

  /** The articles that show this image (drafts too): as their cover or in the body in either language. */
  async usingImage(imageId: string, em: EntityManager = this.orm.em.fork()): Promise<Localized[]> {
    const rows = await em.find(
      Post,
      {
        $or: [
          { coverImageId: imageId },
          // A cheap first sift of the bodies; postImageIds then reads their Markdown.
          { [raw((alias: string) => `${alias}.text::text`)]: { $ilike: `%image:${imageId}%` } },
        ],
      } as FilterQuery<Post>,
      { orderBy: { updatedAt: 'desc' } },
    );
    return rows.filter((post) => postImageIds(post).includes(imageId)).map((post) => imageUseName(post.text));
  }

  /** Saves a new draft (no id) or a new revision of an article; `expectedRevision` older than stored = CONFLICT. */
  async save(id: string | undefined, input: unknown, expectedRevision: number | undefined, by: string): Promise<Post> {
    const draft = readDraft(input);
    try {
      return await this.orm.em.fork().transactional(async (tx) => {
        await checkImages(
          this.images,
          { coverImageId: draft.coverImageId, 'body.en': draft.text.body.en, 'body.km': draft.text.body.km },
          tx,
        );
        const now = this.now();
        let post: Post;
        let left: string | undefined;
        if (id === undefined) {
          post = tx.create(Post, { ...draft, state: 'draft', publishedAt: null, updatedBy: by, revision: 1 });
        } else {
          post = await this.locked(tx, id);
          if (expectedRevision !== undefined && expectedRevision !== post.revision)
            throw new AppError('CONFLICT', STALE_REVISION);
          left = leftAddress(post, draft.slug);
          Object.assign(post, draft, { revision: post.revision + 1, updatedAt: now, updatedBy: by });
        }
        // The slug is this article's address now: no longer anyone's former one (it takes it over).
        await tx.nativeDelete(PostFormerSlug, { slug: draft.slug });
        await tx.flush();
        if (left) tx.create(PostFormerSlug, { slug: left, postId: post.id, movedAt: now });
        tx.create(PostRevision, { postId: post.id, revision: post.revision, ...draft, savedBy: by, savedAt: now });
        await tx.flush();
        return post;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException && /slug/.test(error.message))
        throw new AppError('CONFLICT', SLUG_TAKEN);
      throw error;
    }
  }

  /** Publishes now, or at `at` (a time ahead schedules it). Publishing again keeps the first publishing time unless `at` is given. */
  publish(id: string, at: Date | undefined, by: string): Promise<Post> {
    checkPublishTime(at);
    return this.orm.em.fork().transactional(async (tx) => {
      const post = await this.locked(tx, id);
      markPublished(post, at, this.now(), by);
      return post;
    });
  }

  /** Back to a draft: it leaves /blog at once (its words and history stay). */
  unpublish(id: string, by: string): Promise<Post> {
    return this.orm.em.fork().transactional(async (tx) => {
      const post = await this.locked(tx, id);
      markDraft(post, this.now(), by);
      return post;
    });
  }

  private async locked(tx: EntityManager, id: string): Promise<Post> {
    const post = isUuid(id) ? await tx.findOne(Post, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
    if (!post) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
    return post;
  }
}
