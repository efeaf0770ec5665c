import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { raw, type FilterQuery, type MikroORM } from '@mikro-orm/postgresql';
import type { Localized } from '@site/common';
import { AppError } from '../../errors.js';
import { isUuid } from '../../validation.js';
import type { ImagesService } from '../images/index.js';
import { imageIdsIn, statusOf, UNKNOWN_IMAGES, unknownImages } from '../../shared/content.js';
import { checkPublishTime, leftAddress, markDraft, markPublished } from '../../shared/publishable.js';
import { CaseStudy, CaseStudyFormerSlug, CaseStudyRevision } from './case-studies.entity.js';
import { CASE_STUDY_NOT_FOUND, imageUseName, readCaseStudy, SLUG_TAKEN, STALE_REVISION } from './case-studies.rules.js';

/** Every image a case study shows: its photos and those of its Markdown in both languages. */
export function caseStudyImageIds(study: Pick<CaseStudy, 'photoIds' | 'text'>): string[] {
  const markdown = [study.text.problem, study.text.work, study.text.results].flatMap((text) => [text.en, text.km]);
  return [...new Set([...study.photoIds, ...markdown.flatMap(imageIdsIn)])];
}

/**
 * Case studies (issue 32), kept as articles are: drafts in both languages, published now or at a time,
 * unpublished; every save a revision (who, when); a save from an older revision is a CONFLICT.
 * Visitors see the published ones, newest first, optionally only those that used one service.
 */
export class CaseStudiesService {
  constructor(
    private readonly orm: MikroORM,
    private readonly images: ImagesService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  status(study: CaseStudy) {
    return statusOf(study, this.now());
  }

  /** Published case studies, newest first; `service` keeps those that used it; at most `limit`. */
  async published(service?: string, limit = 100): Promise<CaseStudy[]> {
    const rows = await this.orm.em
      .fork()
      .find(CaseStudy, { state: 'published', publishedAt: { $lte: this.now() } }, { orderBy: { publishedAt: 'desc' } });
    return rows.filter((row) => !service || row.services.includes(service)).slice(0, Math.max(0, limit));
  }

  /** Every case study, drafts included, last changed first (staff). */
  all(): Promise<CaseStudy[]> {
    return this.orm.em.fork().find(CaseStudy, {}, { orderBy: { updatedAt: 'desc' } });
  }

  /** One by slug: published ones for everyone, any for staff (the preview). */
  async bySlug(slug: string, staff: boolean): Promise<CaseStudy | null> {
    const study = await this.orm.em.fork().findOne(CaseStudy, { slug: slug.toLowerCase() });
    if (!study) return null;
    return staff || this.status(study) === 'PUBLISHED' ? study : null;
  }

  /**
   * The current slug of the case study that `slug` was the address of before staff renamed it
   * (CaseStudyFormerSlug), or undefined: a draft's or scheduled one's former addresses are absent as it is.
   */
  async movedTo(slug: string): Promise<string | undefined> {
    const em = this.orm.em.fork();
    const former = await em.findOne(CaseStudyFormerSlug, { slug: slug.toLowerCase() });
    const study = former && (await em.findOne(CaseStudy, { id: former.caseStudyId }));
    return study && this.status(study) === 'PUBLISHED' ? study.slug : undefined;
  }

  revisions(id: string): Promise<CaseStudyRevision[]> {
    if (!isUuid(id)) return Promise.resolve([]);
    return this.orm.em.fork().find(CaseStudyRevision, { caseStudyId: id }, { orderBy: { revision: 'desc' } });
  }

  /** The case studies that show this image (drafts too): among their photos or in their Markdown. */
  async usingImage(imageId: string, em: EntityManager = this.orm.em.fork()): Promise<Localized[]> {
    const rows = await em.find(
      CaseStudy,
      // A cheap first sift of photos and texts; caseStudyImageIds then reads them.
      {
        [raw((alias: string) => `(${alias}.photo_ids::text || ${alias}.text::text)`)]: { $ilike: `%${imageId}%` },
      } as FilterQuery<CaseStudy>,
      { orderBy: { updatedAt: 'desc' } },
    );
    return rows.filter((study) => caseStudyImageIds(study).includes(imageId)).map((study) => imageUseName(study.text));
  }

  /** Saves a new draft (no id) or a new revision; `expectedRevision` older than stored = CONFLICT. */
  async save(
    id: string | undefined,
    input: unknown,
    expectedRevision: number | undefined,
    by: string,
  ): Promise<CaseStudy> {
    const draft = readCaseStudy(input);
    try {
      return await this.orm.em.fork().transactional(async (tx) => {
        // The images it shows stay locked against deletion until this save ends.
        const missing = await this.images.missing(caseStudyImageIds(draft), tx);
        if (missing.length > 0)
          throw new AppError('BAD_USER_INPUT', UNKNOWN_IMAGES, unknownImages('photoIds', missing));
        const now = this.now();
        let study: CaseStudy;
        let left: string | undefined;
        if (id === undefined) {
          study = tx.create(CaseStudy, { ...draft, state: 'draft', publishedAt: null, updatedBy: by, revision: 1 });
        } else {
          study = await this.locked(tx, id);
          if (expectedRevision !== undefined && expectedRevision !== study.revision)
            throw new AppError('CONFLICT', STALE_REVISION);
          left = leftAddress(study, draft.slug);
          Object.assign(study, draft, { revision: study.revision + 1, updatedAt: now, updatedBy: by });
        }
        // The slug is this case study's address now: no longer anyone's former one (it takes it over).
        await tx.nativeDelete(CaseStudyFormerSlug, { slug: draft.slug });
        await tx.flush();
        if (left) tx.create(CaseStudyFormerSlug, { slug: left, caseStudyId: study.id, movedAt: now });
        tx.create(CaseStudyRevision, {
          caseStudyId: study.id,
          revision: study.revision,
          ...draft,
          savedBy: by,
          savedAt: now,
        });
        await tx.flush();
        return study;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException && /slug/.test(error.message))
        throw new AppError('CONFLICT', SLUG_TAKEN);
      throw error;
    }
  }

  /** Publishes now, or at `at` (a time ahead schedules it); publishing again keeps the first time unless `at` is given. */
  publish(id: string, at: Date | undefined, by: string): Promise<CaseStudy> {
    checkPublishTime(at);
    return this.orm.em.fork().transactional(async (tx) => {
      const study = await this.locked(tx, id);
      markPublished(study, at, this.now(), by);
      return study;
    });
  }

  /** Back to a draft: it leaves /work at once (its words and history stay). */
  unpublish(id: string, by: string): Promise<CaseStudy> {
    return this.orm.em.fork().transactional(async (tx) => {
      const study = await this.locked(tx, id);
      markDraft(study, this.now(), by);
      return study;
    });
  }

  private async locked(tx: EntityManager, id: string): Promise<CaseStudy> {
    const study = isUuid(id) ? await tx.findOne(CaseStudy, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
    if (!study) throw new AppError('NOT_FOUND', CASE_STUDY_NOT_FOUND);
    return study;
  }
}
