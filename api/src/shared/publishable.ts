import { randomUUID } from 'node:crypto';
import { p } from '@mikro-orm/core';
import { AppError } from '../errors.js';
import { BAD_PUBLISH_TIME } from './content.js';

/**
 * What articles and case studies (issue 32) keep alike beside their own words: the columns of a piece,
 * of its former addresses, and the rules of publishing and of a rename. Each feature defines its own
 * tables with these (posts, case_studies, …) and adds its fields.
 */

/** A row's id and its address (/blog/{slug}, /work/{slug}): a piece's, or one it had before a rename. */
export const idAndSlugProperties = () => ({
  id: p
    .uuid()
    .primary()
    .onCreate(() => randomUUID()),
  slug: p.string().length(80).unique(),
});

/**
 * Where a piece stands and who changed it last. `state` is what staff chose (draft or published); a
 * published piece whose `publishedAt` lies ahead is scheduled and shows from then on. `revision` counts
 * saves: a save that names an older revision than the stored one is a conflict (someone else saved
 * meanwhile). `createdAt`, `updatedAt` and `updatedBy` (an e-mail address) say when and by whom.
 */
export const publishingProperties = () => ({
  state: p.string().length(10).default('draft').$type<'draft' | 'published'>(),
  publishedAt: p.datetime().nullable(),
  /** Published (or scheduled) at least once: its address may be known, so a rename keeps it leading here. */
  everPublished: p.boolean().default(false),
  revision: p.integer().default(1),
  createdAt: p.datetime().onCreate(() => new Date()),
  updatedAt: p.datetime().onCreate(() => new Date()),
  updatedBy: p.string().length(254),
});

/** A stored article or case study, as far as publishing goes. */
export interface Publishable {
  slug: string;
  state: 'draft' | 'published';
  publishedAt?: Date | null;
  everPublished: boolean;
  updatedAt: Date;
  updatedBy: string;
}

/**
 * The address a piece leaves when it is saved with `slug`: its current slug if it changes while the
 * piece is published or scheduled (its address is public, or soon will be), or was so once (a draft
 * taken down keeps its old links for when it is published again): `everPublished`, which every
 * publishing (scheduling included) sets. Else undefined.
 */
export function leftAddress(piece: Publishable, slug: string): string | undefined {
  return piece.everPublished && piece.slug !== slug ? piece.slug : undefined;
}

/** Refuses a publishing time that is no time at all (before anything is locked). */
export function checkPublishTime(at: Date | undefined): void {
  if (at !== undefined && Number.isNaN(at.getTime())) throw new AppError('BAD_USER_INPUT', BAD_PUBLISH_TIME);
}

/**
 * Publishes `piece` now, or at `at` (a time ahead schedules it). Publishing again keeps the first
 * publishing time unless `at` is given.
 */
export function markPublished(piece: Publishable, at: Date | undefined, now: Date, by: string): void {
  const keep = piece.state === 'published' && piece.publishedAt && piece.publishedAt <= now ? piece.publishedAt : now;
  Object.assign(piece, {
    state: 'published',
    everPublished: true,
    publishedAt: at ?? keep,
    updatedAt: now,
    updatedBy: by,
  });
}

/** Back to a draft: it leaves the site at once (its words and history stay). */
export function markDraft(piece: Publishable, now: Date, by: string): void {
  Object.assign(piece, { state: 'draft', publishedAt: null, updatedAt: now, updatedBy: by });
}
