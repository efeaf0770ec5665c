import type { Language } from '@site/common';
import { staffName } from '../../access.js';
import { publicOperation, staffOperation } from '../../operation.js';
import type { Image } from '../images/index.js';
import { imageView } from '../images/index.js';
import type { ImagesService } from '../images/index.js';
import { PostStatusEnum } from '../../shared/content.js';
import type { CaseStudy, CaseStudyRevision } from './case-studies.entity.js';
import { caseStudyImageIds, type CaseStudiesService } from './case-studies.service.js';
import type { CaseStudyRevisionType, CaseStudyType } from './case-studies.types.js';

/** A case study as the API shows it, in `language` (and both languages for the editor). */
export function caseStudyView(
  study: CaseStudy,
  status: keyof typeof PostStatusEnum,
  language: Language,
  images: ReadonlyMap<string, Image>,
): CaseStudyType {
  const shown = (ids: string[]) =>
    ids
      .map((id) => images.get(id))
      .filter((image): image is Image => Boolean(image))
      .map((image) => imageView(image, language));
  const { text } = study;
  return {
    id: study.id,
    slug: study.slug,
    status: PostStatusEnum[status],
    revision: study.revision,
    publishedAt: study.publishedAt ?? null,
    everPublished: study.everPublished,
    updatedAt: study.updatedAt,
    title: text.title[language],
    summary: text.summary[language],
    client: text.client[language],
    industry: text.industry[language],
    services: study.services,
    problem: text.problem[language],
    work: text.work[language],
    results: text.results[language],
    quote: text.quote?.[language] ?? null,
    quoteBy: text.quoteBy?.[language] ?? null,
    photos: shown(study.photoIds),
    images: shown(caseStudyImageIds(study)),
    texts: text,
  };
}

const revisionView = (revision: CaseStudyRevision): CaseStudyRevisionType => ({
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

/** Visitors read published case studies; staff write, publish, schedule and unpublish them. */
export function caseStudiesOperations(studies: CaseStudiesService, images: ImagesService) {
  const views = async (rows: CaseStudy[], language: Language) => {
    const found = await images.byIds(rows.flatMap(caseStudyImageIds));
    return rows.map((row) => caseStudyView(row, studies.status(row), language, found));
  };
  const view = async (row: CaseStudy, language: Language) => (await views([row], language))[0];
  return {
    list: publicOperation(
      'caseStudies',
      async (input: { language: Language; includeDrafts: boolean; service?: string; limit?: number }, caller) => {
        // Drafts only for staff; anyone else asking for them gets the published list.
        const rows =
          input.includeDrafts && caller.user
            ? await studies.all()
            : await studies.published(input.service, input.limit);
        return views(rows, input.language);
      },
    ),
    bySlug: publicOperation('caseStudy', async (input: { slug: string; language: Language }, caller) => {
      const study = await studies.bySlug(input.slug, Boolean(caller.user));
      return study ? view(study, input.language) : null;
    }),
    revisions: staffOperation('caseStudyRevisions', async (id: string) =>
      (await studies.revisions(id)).map(revisionView),
    ),
    save: staffOperation('saveCaseStudy', async ({ id, input, expectedRevision, language }: SaveInput, caller) =>
      view(await studies.save(id, input, expectedRevision, staffName(caller.user)), language),
    ),
    publish: staffOperation('publishCaseStudy', async (input: { id: string; at?: Date; language: Language }, caller) =>
      view(await studies.publish(input.id, input.at, staffName(caller.user)), input.language),
    ),
    unpublish: staffOperation('unpublishCaseStudy', async (input: { id: string; language: Language }, caller) =>
      view(await studies.unpublish(input.id, staffName(caller.user)), input.language),
    ),
  };
}

export type CaseStudiesOperations = ReturnType<typeof caseStudiesOperations>;
