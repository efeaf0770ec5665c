import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Localized } from '@site/common';
import { idAndSlugProperties, publishingProperties } from '../../shared/publishable.js';

/** A case study's words in both languages; problem, work and results are Markdown. */
export interface CaseStudyText {
  title: Localized;
  summary: Localized;
  client: Localized;
  industry: Localized;
  problem: Localized;
  work: Localized;
  results: Localized;
  /** The client's words, and who said them (name and role), or null. */
  quote: Localized | null;
  quoteBy: Localized | null;
}

/**
 * A work example of /work (issue 32), kept like an article: `state` is what staff chose, a published
 * one whose `publishedAt` lies ahead is scheduled, `revision` counts saves (an older one = conflict).
 */
export const CaseStudy = defineEntity({
  name: 'CaseStudy',
  tableName: 'case_studies',
  properties: {
    ...idAndSlugProperties(),
    text: p.json<CaseStudyText>(),
    /** Which of the six services (common SERVICE_SLUGS) the work used. */
    services: p.json<string[]>(),
    /** Uploaded images, in the order shown; the first is the cover. */
    photoIds: p.json<string[]>(),
    ...publishingProperties(),
  },
});
export type CaseStudy = InferEntity<typeof CaseStudy>;

/** Every save of a case study as it was saved: who, when and what. */
export const CaseStudyRevision = defineEntity({
  name: 'CaseStudyRevision',
  tableName: 'case_study_revisions',
  uniques: [{ properties: ['caseStudyId', 'revision'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    caseStudyId: p.uuid().index(),
    revision: p.integer(),
    slug: p.string().length(80),
    text: p.json<CaseStudyText>(),
    services: p.json<string[]>(),
    photoIds: p.json<string[]>(),
    savedAt: p.datetime().onCreate(() => new Date()),
    savedBy: p.string().length(254),
  },
});
export type CaseStudyRevision = InferEntity<typeof CaseStudyRevision>;

/**
 * An address a published case study had before staff changed its slug: /work/{slug} (and its /km twin)
 * answers 301 to the current one. As an article's (PostFormerSlug): once per slug, taken over by a case
 * study that takes the slug, and naming the case study, so a chain of renames is one hop.
 */
export const CaseStudyFormerSlug = defineEntity({
  name: 'CaseStudyFormerSlug',
  tableName: 'case_study_former_slugs',
  properties: {
    ...idAndSlugProperties(),
    caseStudyId: p.uuid().index(),
    /** When the case study left this address. */
    movedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type CaseStudyFormerSlug = InferEntity<typeof CaseStudyFormerSlug>;
